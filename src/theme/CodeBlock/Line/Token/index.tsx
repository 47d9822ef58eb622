// Wrapped: a plain token takes its code block's own colours, so it needs no element of its own. A
// third of a block's tokens are plain, and every element costs the browser style and layout work
// before a first visit can respond (Getting started: 360 of its 1,933 elements).
import { type ReactNode } from 'react';
import LineToken from '@theme-original/CodeBlock/Line/Token';
import type { Props } from '@theme/CodeBlock/Line/Token';

export default function LineTokenWrapper(props: Props): ReactNode {
  if (props.className === 'token plain' && !props.style) return props.children;
  return <LineToken {...props} />;
}
