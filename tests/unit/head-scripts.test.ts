import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import config from '../../docusaurus.config';
import { redirectToCleanPath } from '../../src/pageShell/cleanPathRedirect';
import { scrollToFragment } from '../../src/pageShell/fragmentScroll';
import { hideFailingLocalStorage } from '../../src/pageShell/storageProbe';
import type { LoadContext } from '@docusaurus/types';
import pageShellPlugin from '../../src/pageShell/plugin';

const siteDir = path.resolve(__dirname, '../..');
const plugin = pageShellPlugin({ siteDir } as LoadContext);

describe('the inline head tags (src/pageShell/headScripts.ts)', () => {
  it('are inline <head> scripts calling copies of their modules, a style for readers without JavaScript and a script at the end of <body>, from a plugin of the site', async () => {
    expect(config.plugins).toContain(pageShellPlugin);
    const tags = await plugin.injectHtmlTags!({ content: undefined });

    expect(tags).toEqual({
      headTags: [
        { tagName: 'script', innerHTML: `(${redirectToCleanPath.toString()})(window.location);` },
        { tagName: 'script', innerHTML: `(${hideFailingLocalStorage.toString()})(window);` },
        { tagName: 'noscript', innerHTML: '<style>.code-block-buttons{display:none}</style>' },
      ],
      postBodyTags: [{ tagName: 'script', innerHTML: `(${scrollToFragment.toString()})(window);` }],
    });
  });
});

describe('react-helmet-async in the browser bundle (src/pageShell/helmetAfterMount.tsx)', () => {
  const aliasOf = (isServer: boolean) =>
    (plugin.configureWebpack!({}, isServer, {} as never, {} as never) as { resolve?: { alias?: object } }).resolve
      ?.alias;

  it('is replaced by the module that applies a head once mounted, in the browser only', () => {
    expect(aliasOf(false)).toMatchObject({
      'react-helmet-async$': path.join(siteDir, 'src/pageShell/helmetAfterMount.tsx'),
    });
    expect(aliasOf(true)).not.toHaveProperty(['react-helmet-async$']);
  });

  it('exports every name the package exports, so no import of it is lost by the replacement', async () => {
    const replacement = await import('../../src/pageShell/helmetAfterMount');
    const helmetPackage = await import('react-helmet-async/lib/index.module.js');
    expect(Object.keys(replacement).sort()).toEqual(Object.keys(helmetPackage).sort());
  });
});

describe("the extension point that patches/@docusaurus+core+3.9.2.patch adds to Docusaurus's client (src/pageShell/siteHooks.ts)", () => {
  it('is filled by siteHooks.ts in the browser and siteHooks.server.ts in server rendering, aliased by the page shell itself', () => {
    const coreSiteHooks = `${path.join(siteDir, 'node_modules/@docusaurus/core/lib/client/siteHooks')}$`;
    const aliasOf = (isServer: boolean) =>
      (plugin.configureWebpack!({}, isServer, {} as never, {} as never) as { resolve: { alias: object } }).resolve
        .alias;
    expect(aliasOf(false)).toMatchObject({ [coreSiteHooks]: path.join(siteDir, 'src/pageShell/siteHooks.ts') });
    expect(aliasOf(true)).toEqual({ [coreSiteHooks]: path.join(siteDir, 'src/pageShell/siteHooks.server.ts') });
  });
});

describe('redirectToCleanPath (spec §2.3)', () => {
  const redirectOf = (pathname: string, search = '', hash = '') => {
    const replace = vi.fn();
    redirectToCleanPath({ pathname, search, hash, replace });
    return replace.mock.calls.map(([url]) => url);
  };

  it('reloads a path ending in .html or /index.html at the path without it, keeping query and hash', () => {
    expect(redirectOf('/mutate/guides/getting-started.html')).toEqual(['/mutate/guides/getting-started']);
    expect(redirectOf('/mutate/api-custom/collect/index.html')).toEqual(['/mutate/api-custom/collect/']);
    expect(redirectOf('/mutate/index.html', '?q=1', '#top')).toEqual(['/mutate/?q=1#top']);
  });

  it("reloads a path ending in /index, as hosts answer it with the folder's index.html, at the folder", () => {
    expect(redirectOf('/mutate/api/Mutator/classes/Mutator/index', '?q=1', '#top')).toEqual([
      '/mutate/api/Mutator/classes/Mutator/?q=1#top',
    ]);
    expect(redirectOf('/mutate/index')).toEqual(['/mutate/']);
  });

  it('reloads a path with doubled slashes at the path with single ones', () => {
    expect(redirectOf('/mutate/guides//getting-started')).toEqual(['/mutate/guides/getting-started']);
    expect(redirectOf('/mutate/guides/getting-started//', '', '#x')).toEqual(['/mutate/guides/getting-started/#x']);
    // A leading double slash would make the URL protocol-relative (another host): it becomes one.
    expect(redirectOf('//mutate/api')).toEqual(['/mutate/api']);
  });

  it('reloads a path that escapes characters a path needs no escape for at the path without the escapes', () => {
    expect(redirectOf('/mutate/api/lib/functions/%24mu')).toEqual(['/mutate/api/lib/functions/$mu']);
    expect(redirectOf('/mutate/api/lib/functions/%24mu.html', '', '#returns')).toEqual([
      '/mutate/api/lib/functions/$mu#returns',
    ]);
    expect(redirectOf('/mutate/guides/getting%2dstarted')).toEqual(['/mutate/guides/getting-started']);
    // Escapes a path needs stay: a slash, a space, a percent sign, characters beyond ASCII.
    expect(redirectOf('/mutate/a%2Fb%20c%25d%C3%A9')).toEqual([]);
  });

  it('reloads a path with a % that starts no valid escape at the path with that % escaped', () => {
    expect(redirectOf('/mutate/%')).toEqual(['/mutate/%25']);
    expect(redirectOf('/mutate/api/%zz', '', '#x')).toEqual(['/mutate/api/%25zz#x']);
    expect(redirectOf('/mutate/%E0%A4%A')).toEqual(['/mutate/%25E0%25A4%25A']);
  });

  it('leaves other paths alone', () => {
    expect(redirectOf('/mutate/')).toEqual([]);
    expect(redirectOf('/mutate/api/lib/functions/$mu')).toEqual([]);
    expect(redirectOf('/mutate/guides/html')).toEqual([]);
    expect(redirectOf('/mutate/api/indexes')).toEqual([]);
  });
});

describe('hideFailingLocalStorage (spec §7, §8)', () => {
  const windowWith = (storage: Partial<Storage>) => ({ localStorage: storage }) as unknown as Window;

  it('keeps a working storage', () => {
    const values = new Map<string, string>();
    const storage = {
      setItem: (key: string, value: string) => void values.set(key, value),
      getItem: (key: string) => values.get(key) ?? null,
      removeItem: (key: string) => void values.delete(key),
    };
    const window = windowWith(storage);
    hideFailingLocalStorage(window);
    expect(window.localStorage).toBe(storage);
    expect(values.size).toBe(0);
  });

  it('makes a storage whose writes throw look unavailable, with the original error', () => {
    const quotaError = new Error('quota exceeded');
    const window = windowWith({
      setItem: () => {
        throw quotaError;
      },
    });
    hideFailingLocalStorage(window);
    expect(() => window.localStorage).toThrow(quotaError);
  });
});

describe('scrollToFragment', () => {
  const scrolled = (hash: string, scrollY = 0) => {
    const scrollIntoView = vi.fn();
    const getElementById = vi.fn((id: string) => (id === 'revert' || id === 'a b' ? { scrollIntoView } : null));
    scrollToFragment({ location: { hash }, scrollY, document: { getElementById } } as unknown as Window);
    return scrollIntoView.mock.calls.length;
  };

  it("scrolls to the fragment's target, its id unescaped", () => {
    expect(scrolled('#revert')).toBe(1);
    expect(scrolled('#a%20b')).toBe(1);
  });

  it('leaves the page where it is without a fragment, a target or a valid escape, or once the reader has scrolled', () => {
    expect(scrolled('')).toBe(0);
    expect(scrolled('#missing')).toBe(0);
    expect(scrolled('#%E0%A4%A')).toBe(0);
    expect(scrolled('#revert', 300)).toBe(0);
  });
});
