// Why: a table wider than the page scrolls sideways; making each table focusable lets keyboard
// users scroll it too (axe rule scrollable-region-focusable). And a link to another site opens in
// a new tab, as Docusaurus makes it: in the content, as in the navbar and footer, the theme's icon
// says so, to the eye and to screen readers.
import React, { type ComponentProps, type ReactNode } from 'react';
import isInternalUrl from '@docusaurus/isInternalUrl';
import IconExternalLink from '@theme/Icon/ExternalLink';
import MDXComponents from '@theme-original/MDXComponents';

function FocusableTable(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

/** `children` followed by the new-tab icon, which never starts a line: it stays with their last word. */
function withNewTabIcon(children: ReactNode): ReactNode {
  const parts = React.Children.toArray(children);
  const last = parts.pop();
  const lastWordAt = typeof last === 'string' ? last.lastIndexOf(' ') + 1 : 0;
  const [lead, lastWord] = typeof last === 'string' ? [last.slice(0, lastWordAt), last.slice(lastWordAt)] : ['', last];
  return (
    <>
      {parts}
      {lead}
      <span style={{ whiteSpace: 'nowrap' }}>
        {lastWord}
        <IconExternalLink />
      </span>
    </>
  );
}

function LinkWithNewTabCue({ children, ...props }: ComponentProps<'a'>): ReactNode {
  const opensNewTab = props.href !== undefined && !isInternalUrl(props.href) && (props.target ?? '_blank') === '_blank';
  return <MDXComponents.a {...props}>{opensNewTab ? withNewTabIcon(children) : children}</MDXComponents.a>;
}

export default { ...MDXComponents, table: FocusableTable, a: LinkWithNewTabCue };
