// The policy in force is the one of the page the document was loaded as (each page carries its
// own, policy.mjs), and a client-side navigation keeps the document: a page with live code reached
// from one without could not run its code, and a page without reached from one with would still
// allow eval. Such a page is loaded again, and the browser applies its own policy.
import { LIVE_CODE_ATTRIBUTE } from './liveCode.mjs';

/** The policy of the document's <meta>; undefined without one (`npm start`), where nothing is forbidden. */
const documentPolicy = (): string | undefined =>
  document.querySelector<HTMLMetaElement>('meta[http-equiv="Content-Security-Policy"]')?.content;

const allowsEval = (policy: string): boolean => /(^|;)\s*script-src\s[^;]*'unsafe-eval'/.test(policy);

/** Whether the document shows another path than it was loaded at: the reader came by a client-side navigation. */
function cameByClientNavigation(): boolean {
  const [load] = performance.getEntriesByType('navigation');
  return load !== undefined && new URL(load.name).pathname !== location.pathname;
}

/**
 * For a live code block, once mounted: whether the document's policy lets its code run. If it does
 * not because the reader came from a page without live code, the page is loaded again. `leave`,
 * called when the block goes, loads the next page again if the reader moved on to one without live
 * code.
 */
export function liveCodePolicy(): { allowed: boolean; leave: () => void } {
  const policy = documentPolicy();
  const allowed = policy === undefined || allowsEval(policy);
  if (!allowed && cameByClientNavigation()) location.reload();
  const shownAt = location.pathname;
  const leave = () => {
    if (policy === undefined || !allowed) return;
    // Once the next page is shown, with its live code blocks if it has any.
    setTimeout(() => {
      if (location.pathname !== shownAt && !document.querySelector(`[${LIVE_CODE_ATTRIBUTE}]`)) location.reload();
    });
  };
  return { allowed, leave };
}
