// Wrapped so that Docusaurus's shell fallback, shown when a page's layout itself crashed, titles the
// tab with what the page says (stock: "Page Error"), as the crash of a page's content does.
import { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Error from '@theme-original/Error';
import type ErrorType from '@theme/Error';
import type { WrapperProps } from '@docusaurus/types';
import { useSiteTitle } from '@site/src/pageShell/pageTitle';

type Props = WrapperProps<typeof ErrorType>;

export default function ErrorWrapper(props: Props): ReactNode {
  const title = useSiteTitle('This page crashed');
  return (
    <>
      <Error {...props} />
      {/* After the original, whose own title it overrides. */}
      <Head>
        <title>{title}</title>
      </Head>
    </>
  );
}
