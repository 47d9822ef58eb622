import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useLatestVersion,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';

export type VersionRoot = {
  /** The version's Docusaurus name (`current`, `1.0.0`). */
  name: string;
  /** Its pages' root path, ending in '/': `/mutate/`, `/mutate/1.0.0/`. */
  root: string;
  isLast: boolean;
};

/**
 * The docs version of the page being shown. The docs are at the site's root, so every path is
 * under the latest version's, and a page is an older version's when its path is under that one's.
 * Outside the docs (`outside`: the search page), it is the version `outside.named` names (the URL's
 * `version` parameter, read once hydrated), else the one the reader chose in the version menu, else
 * the latest.
 */
export function useVersionRoot(outside?: { named: string | null }): VersionRoot {
  const { activeVersion } = useActiveDocContext(undefined);
  const namedVersion = useVersions(undefined).find((version) => version.name === outside?.named);
  const { preferredVersion } = useDocsPreferredVersion(undefined);
  const latest = useLatestVersion(undefined);
  const version = (outside ? (namedVersion ?? preferredVersion) : activeVersion) ?? latest;
  return { name: version.name, root: version.path.replace(/\/?$/, '/'), isLast: version.isLast };
}
