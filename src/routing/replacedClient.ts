import { readFileSync } from 'node:fs';

// Core's client `docusaurus.js`, the object Docusaurus mounts on `window.docusaurus` (its route
// prefetching), is replaced by routePrefetch.ts (plugin.ts aliases it). If an update of Docusaurus
// gives that object a member routePrefetch.ts does not have, the build fails saying so, instead of
// the member going missing silently.

/** The members routePrefetch.ts provides. */
export const REPLACED_CLIENT_MEMBERS = ['prefetch', 'preload'];

/** The members of the object core's `docusaurus.js` (`source`, read from `file`) exports. */
export function clientMembers(source: string, file: string): string[] {
  const object = /\bconst docusaurus = \{([^}]*)\};/.exec(source);
  if (!object)
    throw new Error(
      `${file}: Docusaurus's client object is no longer written as expected: update src/routing/replacedClient.ts`,
    );
  return object[1]
    .split(',')
    .map((member) => member.trim().split(':')[0].trim())
    .filter(Boolean);
}

/** Fails, naming the file and the members, unless `file` exports exactly what routePrefetch.ts does. */
export function checkReplacedClient(file: string): void {
  const members = clientMembers(readFileSync(file, 'utf8'), file);
  const missing = members.filter((member) => !REPLACED_CLIENT_MEMBERS.includes(member));
  const gone = REPLACED_CLIENT_MEMBERS.filter((member) => !members.includes(member));
  if (missing.length || gone.length)
    throw new Error(
      `${file}: Docusaurus's client object has ${members.join(', ')}; src/routing/routePrefetch.ts, which replaces it, has ${REPLACED_CLIENT_MEMBERS.join(', ')}: update it`,
    );
}
