/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Ejected, not wrapped, to give the toggle its state (WCAG 4.1.2): a toggle button with
// `aria-pressed`, where the stock one tells assistive technology only "Toggle word wrap", never
// whether lines are wrapped; a wrapper cannot reach the button inside.
import { type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Button from '@theme/CodeBlock/Buttons/Button';
import IconWordWrap from '@theme/Icon/WordWrap';
import type { Props } from '@theme/CodeBlock/Buttons/WordWrapButton';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/WordWrapButton/styles.module.css';

export default function WordWrapButton({ className }: Props): ReactNode {
  const { wordWrap } = useCodeBlockContext();
  if (!wordWrap.isEnabled && !wordWrap.isCodeScrollable) return false;
  const title = translate({
    id: 'theme.CodeBlock.wordWrapToggle',
    message: 'Toggle word wrap',
    description: 'The title attribute for toggle word wrapping button of code block lines',
  });
  return (
    <Button
      onClick={() => wordWrap.toggle()}
      className={clsx(className, wordWrap.isEnabled && styles.wordWrapButtonEnabled)}
      aria-label={title}
      aria-pressed={wordWrap.isEnabled}
      title={title}
    >
      <IconWordWrap className={styles.wordWrapButtonIcon} aria-hidden="true" />
    </Button>
  );
}
