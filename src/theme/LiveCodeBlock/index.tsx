// Loads the live playground (react-live and its compiler) only on pages that have a
// `live` code block, instead of in every docs page's bundle. Until it arrives, and in the static
// HTML, the block shows as ordinary highlighted code. The block's element carries the attribute
// by which the build gives the page a policy that lets the playground run code
// (src/securityPolicy/liveCode.mjs); the playground loads only where the document's policy does.
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import CodeBlock, { type Props } from '@theme/CodeBlock';
import { LIVE_CODE_ATTRIBUTE } from '../../securityPolicy/liveCode.mjs';
import { liveCodePolicy } from '../../securityPolicy/documentPolicy';

type LiveProps = Props & { live?: boolean };

export default function LiveCodeBlock(props: LiveProps): ReactNode {
  const [Playground, setPlayground] = useState<ComponentType<LiveProps> | null>(null);
  useEffect(() => {
    const { allowed, leave } = liveCodePolicy();
    if (!allowed) return undefined;
    let mounted = true;
    void import('@theme-original/LiveCodeBlock').then(({ default: Original }) => {
      if (mounted) setPlayground(() => Original);
    });
    return () => {
      mounted = false;
      leave();
    };
  }, []);
  const { live: _live, ...staticProps } = props;
  return (
    <div {...{ [LIVE_CODE_ATTRIBUTE]: '' }}>
      {Playground ? <Playground {...props} /> : <CodeBlock {...staticProps} />}
    </div>
  );
}
