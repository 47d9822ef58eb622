// Why: a table wider than the page scrolls sideways; making each table focusable lets keyboard
// users scroll it too (axe rule scrollable-region-focusable). And a long API name in a page's title
// ("RemoveNodesBySelectorMutation") may wrap between the words of its camel case on a narrow screen,
// where it broke anywhere ("RemoveNodesByS / electorMutation"), and only when it does not fit on a
// line of its own (the `title-name` class in custom.css).
import React, { type ComponentProps, type ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';

function FocusableTable(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

/**
 * `text` with a line-break opportunity (<wbr>) wherever a capital letter follows a small one; each
 * name that has some is kept together as a `title-name`.
 */
function withCamelCaseBreaks(text: string): ReactNode[] {
  return text.split(/(\s+)/).map((name, nameIndex) => {
    const words = name.replace(/([a-z0-9])([A-Z])/g, '$1\u0000$2').split('\u0000');
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
      {typeof children === 'string' ? withCamelCaseBreaks(children) : children}
    </MDXComponents.h1>
  );
}

export default { ...MDXComponents, table: FocusableTable, h1: TitleWithNameBreaks };
