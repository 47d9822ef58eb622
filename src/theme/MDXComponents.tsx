// Why: a table wider than the page scrolls sideways; making each table focusable lets keyboard
// users scroll it too (axe rule scrollable-region-focusable). And a link to another site opens in
// a new tab, as Docusaurus makes it: in the content, as in the navbar and footer, the theme's icon
// says so, to the eye and to screen readers.
import { type ComponentProps, type ReactNode } from 'react';
import isInternalUrl from '@docusaurus/isInternalUrl';
import IconExternalLink from '@theme/Icon/ExternalLink';
import MDXComponents from '@theme-original/MDXComponents';

function FocusableTable(props: ComponentProps<'table'>): ReactNode {
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
  return <table tabIndex={0} {...props} />;
}

// The icon stays on one line with the link's text, never alone on the next: such links here are a
// word or two (MDN's and TypeScript's types, the repository's issues).
function LinkWithNewTabCue(props: ComponentProps<'a'>): ReactNode {
  if (props.href === undefined || isInternalUrl(props.href) || (props.target ?? '_blank') !== '_blank')
    return <MDXComponents.a {...props} />;
  return (
    <MDXComponents.a {...props}>
      <span style={{ whiteSpace: 'nowrap' }}>
        {props.children}
        <IconExternalLink />
      </span>
    </MDXComponents.a>
  );
}

export default { ...MDXComponents, table: FocusableTable, a: LinkWithNewTabCue };
