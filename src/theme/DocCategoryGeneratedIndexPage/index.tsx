// Wrapped: "Copy page" and "View as Markdown" on a category's generated index page too (src/markdownTwins/),
// and the page marked as what search indexes (src/search/).
import { type ReactNode } from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type { WrapperProps } from '@docusaurus/types';
import CopyPage from '../../markdownTwins/CopyPage';
import SearchableContent from '../../search/SearchableContent';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType>;

export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  return (
    <>
      <CopyPage permalink={props.categoryGeneratedIndex.permalink} />
      <SearchableContent permalink={props.categoryGeneratedIndex.permalink}>
        <DocCategoryGeneratedIndexPage {...props} />
      </SearchableContent>
    </>
  );
}
