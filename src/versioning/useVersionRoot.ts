import { useActiveDocContext, useDocsVersionCandidates, useVersions } from '@docusaurus/plugin-content-docs/client';

export type VersionRoot = {
  /** The version's Docusaurus name (`current`, `1.0.0`). */
  name: string;
  /** Its pages' root path, ending in '/': `/mutate/`, `/mutate/1.0.0/`. */
  root: string;
  isLast: boolean;
};

/**
 * The docs version the reader is in: on a docs page, the page's own; elsewhere the version named
 * `name` if there is one, else the one chosen in the version menu, else the latest.
 */
export function useVersionRoot(name?: string | null): VersionRoot {
  const { activeVersion } = useActiveDocContext(undefined);
  const named = useVersions(undefined).find((version) => version.name === name);
  // The active version if any, then the preferred one, then the latest.
  const [fallback] = useDocsVersionCandidates(undefined);
  const version = activeVersion ?? named ?? fallback;
  return { name: version.name, root: version.path.replace(/\/?$/, '/'), isLast: version.isLast };
}
