// Wrapped: the "Read offline" control (src/offline/) in every page's footer, under the copyright.
import type { ReactNode } from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type { WrapperProps } from '@docusaurus/types';
import ReadOffline from '../../../offline/ReadOffline';

type Props = WrapperProps<typeof CopyrightType>;

export default function CopyrightWrapper(props: Props): ReactNode {
  return (
    <>
      <Copyright {...props} />
      <ReadOffline />
    </>
  );
}
