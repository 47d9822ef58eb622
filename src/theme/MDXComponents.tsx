// Why: a table wider than the page scrolls sideways; making each table focusable lets keyboard
// users scroll it too (axe rule scrollable-region-focusable).
import React, { type ComponentProps, type ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';

function FocusableTable(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

export default { ...MDXComponents, table: FocusableTable };
