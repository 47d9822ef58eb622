// Loads the live playground (react-live and its compiler) only on pages that have a
// `live` code block, instead of in every docs page's bundle. Until it arrives, and in the static
// HTML, the block shows as ordinary highlighted code; if it cannot load, the code stays so, with
// the load-failure box under it, whose Retry loads the playground again. The block's element
// carries the attribute by which the build gives the page a policy that lets the playground run
// code (src/securityPolicy/liveCode.mjs); the playground loads only where the document's policy does.
import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import StringContent from '@theme/CodeBlock/Content/String';
import LoadFailure, { notLoadedText } from '@site/src/pageShell/LoadFailure';
import { LIVE_CODE_ATTRIBUTE } from '../../securityPolicy/liveCode.mjs';
import { liveCodePolicy } from '../../securityPolicy/documentPolicy';

type LiveProps = Props & { live?: boolean };

export default function LiveCodeBlock(props: LiveProps): ReactNode {
  const [Playground, setPlayground] = useState<ComponentType<LiveProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const mounted = useRef(true);
  const load = useCallback(() => {
    import(/* webpackChunkName: "live-code" */ '@theme-original/LiveCodeBlock').then(
      ({ default: Original }) => {
        if (mounted.current) setPlayground(() => Original);
      },
      (error: unknown) => {
        console.warn('The live code editor could not load.', error);
        if (mounted.current) setFailed(true);
      },
    );
  }, []);
  useEffect(() => {
    const { allowed, leave } = liveCodePolicy();
    if (!allowed) return undefined;
    mounted.current = true;
    load();
    return () => {
      mounted.current = false;
      leave();
    };
  }, [load]);
  // Until then, the code as an ordinary block (a live block's code is text); not through
  // @theme/CodeBlock, which renders this component.
  const { live: _live, children, ...staticProps } = props;
  return (
    <div {...{ [LIVE_CODE_ATTRIBUTE]: '' }}>
      {Playground ? <Playground {...props} /> : <StringContent {...staticProps}>{String(children)}</StringContent>}
      {failed && (
        <LoadFailure
          onRetry={() => {
            setFailed(false);
            load();
          }}
        >
          <p>{notLoadedText('The live code editor')}</p>
        </LoadFailure>
      )}
    </div>
  );
}
