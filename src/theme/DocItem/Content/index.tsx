// Wrapped: "Copy page" and "View as Markdown" above every doc's title (src/markdownTwins/), and the
// content marked as what search indexes (src/search/).
import { type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import CopyPage from '../../../markdownTwins/CopyPage';
import SearchableContent from '../../../search/SearchableContent';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <CopyPage permalink={metadata.permalink} />
      <SearchableContent permalink={metadata.permalink}>
        <Content {...props} />
      </SearchableContent>
    </>
  );
}
