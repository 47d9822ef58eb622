import { describe, expect, it } from 'vitest';
import { pageReference, sectionOf } from './paths';
import { fileUnder } from './site';

const site = { siteUrl: 'https://example.org/mutate/', root: '/mutate/' };

describe('pageReference', () => {
  it('reads a path under the root, in the site, or as a published URL, with or without .md', () => {
    const files = ['guides/getting-started.md', 'guides/getting-started/index.md'];
    for (const reference of [
      'guides/getting-started',
      'guides/getting-started.md',
      '/mutate/guides/getting-started',
      'https://example.org/mutate/guides/getting-started?tab=1',
    ])
      expect(pageReference(reference, site), reference).toEqual({ files, fragment: '' });
    expect(pageReference('', site)).toEqual({ files: ['index.md'], fragment: '' });
    expect(pageReference('/mutate/api-custom/collect/', site)).toEqual({
      files: ['api-custom/collect/index.md'],
      fragment: '',
    });
  });

  it('keeps the fragment, decoded', () => {
    expect(pageReference('/mutate/api/Mutator/classes/Mutator#revert', site)).toEqual({
      files: ['api/Mutator/classes/Mutator.md', 'api/Mutator/classes/Mutator/index.md'],
      fragment: 'revert',
    });
    expect(pageReference('guides/x#caf%C3%A9', site)?.fragment).toBe('café');
  });

  it('reads the llms files as themselves', () => {
    expect(pageReference('llms.txt', site)).toEqual({ files: ['llms.txt'], fragment: '' });
    expect(pageReference('https://example.org/mutate/llms-full.txt', site)).toEqual({
      files: ['llms-full.txt'],
      fragment: '',
    });
  });

  it('refuses what is outside the site or not a URL', () => {
    for (const outside of ['/etc/passwd', 'file:///etc/passwd', 'https://example.com/mutate/index.md', 'a%zz'])
      expect(pageReference(outside, site), outside).toBeUndefined();
  });
});

describe('sectionOf', () => {
  const page = [
    '# Getting started',
    '',
    '## Step 1: Collect `elements`',
    'One.',
    '```ts',
    '## not a heading',
    '```',
    '### Returns',
    'Two.',
    '## Returns',
    'Three.',
    '## [Next](/mutate/next)',
    'Four.',
  ].join('\n');

  it('gives the section a fragment names, up to the next heading of its level', () => {
    expect(sectionOf(page, 'step-1-collect-elements')).toBe(
      '## Step 1: Collect `elements`\nOne.\n```ts\n## not a heading\n```\n### Returns\nTwo.',
    );
    expect(sectionOf(page, 'returns')).toBe('### Returns\nTwo.');
    expect(sectionOf(page, 'returns-1')).toBe('## Returns\nThree.');
    expect(sectionOf(page, 'next')).toBe('## [Next](/mutate/next)\nFour.');
  });

  it('gives nothing for an anchor the page does not have', () => {
    expect(sectionOf(page, 'not-a-heading')).toBeUndefined();
    expect(sectionOf(page, '')).toBeUndefined();
  });

  it('makes anchors as the pages do', () => {
    const headings = ['## revert()', '## Step 1: Collect elements under a name', '## `collect.get` and **more**'];
    const markdown = headings.join('\n');
    expect(sectionOf(markdown, 'revert')).toBe(headings[0]);
    expect(sectionOf(markdown, 'step-1-collect-elements-under-a-name')).toBe(headings[1]);
    expect(sectionOf(markdown, 'collectget-and-more')).toBe(headings[2]);
  });
});

describe('fileUnder', () => {
  it('names files under the root, and none outside it', () => {
    expect(fileUnder('/site', 'api/x.md')).toBe('/site/api/x.md');
    expect(fileUnder('/site', '../package.json')).toBeUndefined();
    expect(fileUnder('/site', '/etc/passwd')).toBeUndefined();
    expect(fileUnder('/site', '')).toBeUndefined();
  });
});
