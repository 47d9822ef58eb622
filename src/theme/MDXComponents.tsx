// Why: a table wider than the page scrolls sideways; making each table focusable lets keyboard
// users scroll it too (axe rule scrollable-region-focusable). And a long API name in a page's title
// ("RemoveNodesBySelectorMutation", "CONTEXT_VALUE_CHANGED", "components/Placeholder") may wrap
// between its words on a narrow screen, where it broke anywhere ("RemoveNodesByS / electorMutation",
// "CONTEXT_VALUE_C / HANGED", "reevaluate( / )"), and only when it does not fit on a line of its own
// (the `title-name` class in custom.css).
import React, { type ComponentProps, type ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';

function FocusableTable(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

/**
 * `text` with a line-break opportunity (<wbr>) between the words of each name: where a capital
 * letter follows a small one, and after `_`, `/` or `.` inside it. Each name that has some is kept
 * together as a `title-name`.
 */
function withNameBreaks(text: string): ReactNode[] {
  return text.split(/(\s+)/).map((name, nameIndex) => {
    const words = name.replace(/([a-z0-9])([A-Z])|([_/.])(?=\w)/g, (_, small, capital, separator) => (separator ? `${separator}\u0000` : `${small}\u0000${capital}`)).split('\u0000');
    if (words.length === 1) return name;
    return (
      <span key={nameIndex} className="title-name">
        {words.flatMap((word, index) => (index === 0 ? [word] : [<wbr key={index} />, word]))}
      </span>
    );
  });
}

function TitleWithNameBreaks({ children, ...props }: ComponentProps<typeof MDXComponents.h1>): ReactNode {
  return (
    <MDXComponents.h1 {...props}>
      {typeof children === 'string' ? withNameBreaks(children) : children}
    </MDXComponents.h1>
  );
}

export default { ...MDXComponents, table: FocusableTable, h1: TitleWithNameBreaks };
