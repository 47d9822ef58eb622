import { describe, expect, it } from 'vitest';
import { pathTrail } from '../../src/routing/pathBreadcrumbs';

// src/routing/pathBreadcrumbs.ts: the trail of a page that the docs sidebar does not list. In a browser:
// tests/e2e/routes.spec.ts.
describe('breadcrumbs from the path (src/routing/pathBreadcrumbs.ts)', () => {
  // The entry page is /mutate/api, the others are their folders' index pages.
  const pages = new Set([
    '/mutate/api',
    '/mutate/api/lib/',
    '/mutate/api/lib/namespaces/mutate/',
    '/mutate/api/Collector/',
  ]);
  const isPage = (path: string) => pages.has(path);
  const labelOf = (path: string) => (path === '/mutate/api' ? 'API reference' : undefined);

  it('lists each parent path that is a page, labelled as the sidebar labels it or by its last segment', () => {
    expect(pathTrail('/mutate/api/lib/namespaces/mutate/functions/pause', '/mutate/', isPage, labelOf)).toEqual([
      { href: '/mutate/api', label: 'API reference' },
      { href: '/mutate/api/lib/', label: 'lib' },
      { href: '/mutate/api/lib/namespaces/mutate/', label: 'mutate' },
    ]);
  });

  it("leaves out the page itself, including an index page's own path", () => {
    expect(pathTrail('/mutate/api/Collector/', '/mutate/', isPage, labelOf)).toEqual([
      { href: '/mutate/api', label: 'API reference' },
    ]);
    expect(pathTrail('/mutate/api', '/mutate/', isPage, labelOf)).toEqual([]);
  });

  it("prefers a folder's index page to a page at the folder's path", () => {
    const both = new Set(['/mutate/a/', '/mutate/a']);
    expect(
      pathTrail(
        '/mutate/a/b',
        '/mutate/',
        (path) => both.has(path),
        () => undefined,
      ),
    ).toEqual([{ href: '/mutate/a/', label: 'a' }]);
  });

  it('decodes the segment it labels a parent with', () => {
    const encoded = '/mutate/api/%24mu/';
    expect(
      pathTrail(
        '/mutate/api/%24mu/functions/x',
        '/mutate/',
        (path) => path === encoded,
        () => undefined,
      ),
    ).toEqual([{ href: encoded, label: '$mu' }]);
  });
});
