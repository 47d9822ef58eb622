// Which search index the box uses under `npm start` (devServer.ts): the last production build's,
// dated by the time its index was written, as the development server reports it.
import { SEARCH_FOLDER } from '../shared/siteLayout.mjs';

/** What the box says it searches under `npm start`, once the index of `versionRoot` has loaded. */
export async function devIndexNote(versionRoot: string): Promise<string> {
  const response = await fetch(`${versionRoot}${SEARCH_FOLDER}/pagefind-entry.json`, { method: 'HEAD' });
  const modified = response.headers.get('last-modified');
  const builtAt = modified
    ? new Date(modified).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
    : 'at an unknown time';
  return `Searching the last production build (built ${builtAt}).`;
}
