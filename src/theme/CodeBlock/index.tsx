// Replaces the stock CodeBlock (and the live-codeblock theme's wrapper of it, whose `live` switch
// is kept here). The stock one remounted every block once the page had hydrated, so that Prism
// re-rendered it in the current colour mode; with the colours in CSS (src/codeBlocks/plugin.ts)
// the server-rendered block is already right, and the remount only cost time.
import { Children, isValidElement, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import LiveCodeBlock from '../LiveCodeBlock';

export default function CodeBlock({ children, ...props }: Props & { live?: boolean }): ReactNode {
  if (props.live) return <LiveCodeBlock {...props}>{children}</LiveCodeBlock>;
  // Code given as JSX elements is shown as it is; code given as text (one or more strings) is
  // highlighted.
  if (Children.toArray(children).some((child) => isValidElement(child))) {
    return <ElementContent {...props}>{children}</ElementContent>;
  }
  const code = Array.isArray(children) ? children.join('') : (children as string);
  return <StringContent {...props}>{code}</StringContent>;
}
