import { createRequire } from 'node:module';
import path from 'node:path';

/** The installed file that `request` names, found as the site's own code would import it. */
export function resolveInstalled(siteDir: string, request: string): string {
  return createRequire(path.join(siteDir, 'package.json')).resolve(request);
}
