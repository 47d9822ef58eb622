/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Ejected, not wrapped: the stock component renders its buttons only in the browser (BrowserOnly),
// so they are created in the re-render that follows hydration, dozens of buttons and icons in one
// long task on a page with many code blocks. Rendered on the server here, they are hydrated instead,
// in React's short slices. Without JavaScript they could not work: src/pageShell/headScripts.ts hides
// them then.
import { type ReactNode } from 'react';
import clsx from 'clsx';
import type { Props } from '@theme/CodeBlock/Buttons';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/styles.module.css';

export default function CodeBlockButtons({ className }: Props): ReactNode {
  return (
    <div className={clsx(className, styles.buttonGroup, 'code-block-buttons')}>
      <WordWrapButton />
      <CopyButton />
    </div>
  );
}
