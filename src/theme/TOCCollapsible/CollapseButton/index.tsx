// Wrapped so that the phone's "On this page" button tells assistive technology whether the table
// of contents is open (aria-expanded); the stock button shows it with a style only.
import { type ReactNode } from 'react';
import CollapseButton from '@theme-original/TOCCollapsible/CollapseButton';
import type CollapseButtonType from '@theme/TOCCollapsible/CollapseButton';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof CollapseButtonType>;

export default function CollapseButtonWrapper(props: Props): ReactNode {
  return <CollapseButton {...props} aria-expanded={!props.collapsed} />;
}
