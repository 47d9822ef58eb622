// Why: wide reference tables scroll sideways on phones; making each table focusable lets keyboard
// users scroll it too (axe rule scrollable-region-focusable). And a long API name in a page's title
// ("RemoveNodesBySelectorMutation") may wrap between the words of its camel case on a narrow screen,
// where it broke anywhere ("RemoveNodesByS / electorMutation").
import React, { type ComponentProps, type ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';

function FocusableTable(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

/** `text` with a line-break opportunity (<wbr>) wherever a capital letter follows a small one. */
function withCamelCaseBreaks(text: string): ReactNode[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1\u0000$2')
    .split('\u0000')
    .flatMap((word, index) => (index === 0 ? [word] : [<wbr key={index} />, word]));
}

function TitleWithNameBreaks({ children, ...props }: ComponentProps<typeof MDXComponents.h1>): ReactNode {
  return (
    <MDXComponents.h1 {...props}>
      {typeof children === 'string' ? withCamelCaseBreaks(children) : children}
    </MDXComponents.h1>
  );
}

export default { ...MDXComponents, table: FocusableTable, h1: TitleWithNameBreaks };
