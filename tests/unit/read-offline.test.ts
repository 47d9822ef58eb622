import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveForOffline } from '../../src/offline/offlineClient';
import { precacheManifest } from '../../src/offline/precache';
import { formatMegabytes } from '../../src/offline/precacheSummary';
import { PRECACHE_SUMMARY_FILE } from '../../src/shared/siteLayout.mjs';
import { buildFolder } from './buildFolder';

describe('the "Read offline" precache (src/offline/precache.ts)', () => {
  const urlsOf = async (files: string[]) =>
    (await precacheManifest(buildFolder(Object.fromEntries(files.map((file) => [file, file]))))).entries.map(
      ({ url }) => url,
    );

  it('holds pages, assets, twins, llms files and the search index, not the worker and its chunks, the summary, the sitemap or the link-preview cards', async () => {
    const precached = [
      'index.html',
      'guides/getting-started/index.html',
      'guides/getting-started.md',
      'llms.txt',
      'assets/js/main.0a1b2c3d.js',
      'assets/css/styles.0a1b2c3d.css',
      'typed-examples/abc.json',
      'img/logo.svg',
      'pagefind/pagefind.js',
      'pagefind/pagefind-entry.json',
      'pagefind/wasm.en.pagefind',
      'pagefind/index/en_1.pf_index',
      'pagefind/fragment/en_2.pf_fragment',
      'pagefind/filter/en_3.pf_filter',
      'pagefind/pagefind.en_4.pf_meta',
    ];
    const leftOut = [
      'sw.js',
      '914.sw.js',
      PRECACHE_SUMMARY_FILE,
      'sitemap.xml',
      '.nojekyll',
      'img/social-card.png',
      'img/cards/api/Mutator/classes/Mutator.png',
    ];
    expect(await urlsOf([...leftOut, ...precached])).toEqual([...precached].sort());
  });

  it('lists every precached file of a build, in path order, with its URL and content revision, and sums them', async () => {
    const dir = buildFolder({
      'index.html': '<p>home</p>',
      'guides/a/index.html': '<p>a</p>',
      'guides/a.md': '# A',
      'sw.js': 'worker',
      'sitemap.xml': '<urlset/>',
    });
    const { entries, summary } = await precacheManifest(dir);
    expect(entries.map(({ url }) => url)).toEqual(['guides/a.md', 'guides/a/index.html', 'index.html']);
    expect(entries[2]).toEqual({ url: 'index.html', revision: '7c5e331e55d5005d2762fd12cc84d205' });
    expect(summary).toEqual({ files: 3, bytes: 3 + 8 + 11 });
  });

  it('changes a revision when, and only when, the file changes', async () => {
    const { entries: before } = await precacheManifest(buildFolder({ 'a.html': 'one', 'b.html': 'two' }));
    const { entries: after } = await precacheManifest(buildFolder({ 'a.html': 'one', 'b.html': 'two, changed' }));
    expect(after[0].revision).toBe(before[0].revision);
    expect(after[1].revision).not.toBe(before[1].revision);
  });

  it('states sizes in megabytes with one decimal', () => {
    expect(formatMegabytes(15_234_567)).toBe('15.2 MB');
    expect(formatMegabytes(1_000)).toBe('0.1 MB');
  });
});

describe('saving for "Read offline" (src/offline/offlineClient.ts)', () => {
  /** A browser's service worker API, as the page sees it, whose worker is installing. */
  function browserWithInstallingWorker() {
    const worker = Object.assign(new EventTarget(), { state: 'installing' as ServiceWorkerState });
    const registration = {
      scope: 'https://example.org/',
      installing: worker,
      waiting: null,
      active: null,
      unregister: vi.fn(async () => true),
    };
    const container = Object.assign(new EventTarget(), {
      controller: null as object | null,
      register: async () => registration,
      getRegistration: async () => registration,
    });
    vi.stubGlobal('navigator', { serviceWorker: container });
    vi.stubGlobal('caches', { keys: async () => [], delete: async () => true });
    /** Whether the save has ended: true, false (still saving) or the error it failed with. */
    const outcome = (save: Promise<void>) =>
      Promise.race([
        save.then(
          () => true,
          (error: Error) => error.message,
        ),
        new Promise((resolve) => setTimeout(() => resolve(false), 10)),
      ]);
    const moveTo = (state: ServiceWorkerState) => {
      worker.state = state;
      worker.dispatchEvent(new Event('statechange'));
    };
    const claimTab = () => {
      container.controller = {};
      container.dispatchEvent(new Event('controllerchange'));
    };
    return { registration, outcome, moveTo, claimTab };
  }

  afterEach(() => vi.unstubAllGlobals());

  it('ends once the worker has activated', async () => {
    const browser = browserWithInstallingWorker();
    const save = saveForOffline('/', () => undefined);
    expect(await browser.outcome(save)).toBe(false);
    browser.moveTo('installed');
    expect(await browser.outcome(save)).toBe(false);
    browser.moveTo('activated');
    expect(await browser.outcome(save)).toBe(true);
  });

  // As WebKitGTK 2.50 does at times: the page's worker stays "installing" after it has claimed the tab.
  it('ends once the worker controls the tab, though the page never sees it change state', async () => {
    const browser = browserWithInstallingWorker();
    const save = saveForOffline('/', () => undefined);
    expect(await browser.outcome(save)).toBe(false);
    browser.claimTab();
    expect(await browser.outcome(save)).toBe(true);
  });

  it('fails, and removes what it did, when the worker fails to install', async () => {
    const browser = browserWithInstallingWorker();
    const save = saveForOffline('/', () => undefined);
    browser.moveTo('redundant');
    expect(await browser.outcome(save)).toBe('The service worker failed to install.');
    expect(browser.registration.unregister).toHaveBeenCalled();
  });
});
