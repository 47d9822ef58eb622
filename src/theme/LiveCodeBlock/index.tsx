// Loads the live playground (react-live and its compiler, ~60 KB gzip) only on pages that have a
// `live` code block, instead of in every docs page's bundle. Until it arrives, and in the static
// HTML, the block shows as ordinary highlighted code.
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import CodeBlock, { type Props } from '@theme/CodeBlock';

type LiveProps = Props & { live?: boolean };

export default function LiveCodeBlock(props: LiveProps): ReactNode {
  const [Playground, setPlayground] = useState<ComponentType<LiveProps> | null>(null);
  useEffect(() => {
    let mounted = true;
    void import('@theme-original/LiveCodeBlock').then(({ default: Original }) => {
      if (mounted) setPlayground(() => Original);
    });
    return () => {
      mounted = false;
    };
  }, []);
  if (Playground) return <Playground {...props} />;
  const { live: _live, ...staticProps } = props;
  return <CodeBlock {...staticProps} />;
}
