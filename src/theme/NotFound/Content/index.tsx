// Wrapped: for an unknown path under the docs (here, the whole site), the docs plugin shows this
// content without the not-found page around it, so the page kept the site's bare title, "Mutate".
import React, { type ReactNode } from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import NotFoundContent from '@theme-original/NotFound/Content';
import type { Props } from '@theme/NotFound/Content';

export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })} />
      <NotFoundContent {...props} />
    </>
  );
}
