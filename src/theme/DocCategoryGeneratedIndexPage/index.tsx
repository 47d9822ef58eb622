// Wrapped: "Copy page" and "View as Markdown" on a category's generated index page too (src/markdownTwins/).
import { type ReactNode } from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type { WrapperProps } from '@docusaurus/types';
import CopyPage from '../../markdownTwins/CopyPage';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType>;

export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  return (
    <>
      <CopyPage permalink={props.categoryGeneratedIndex.permalink} />
      <DocCategoryGeneratedIndexPage {...props} />
    </>
  );
}
