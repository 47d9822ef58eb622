import { describe, expect, it } from 'vitest';
import { withFrontMatter } from '../../typedoc-plugins/front-matter.mjs';
import { pageDescription, unwrapParagraphs } from '../../typedoc-plugins/page-summaries.mjs';

describe('unwrapParagraphs', () => {
  it('joins the wrapped lines of a paragraph, a list item and a quote', () => {
    expect(unwrapParagraphs('# Title\n\nOne sentence that\n wraps here.\n\nNext paragraph.')).toBe(
      '# Title\n\nOne sentence that wraps here.\n\nNext paragraph.',
    );
    expect(unwrapParagraphs('- an item that\n  wraps\n- another\n\n> a quote\ngoes on')).toBe(
      '- an item that wraps\n- another\n\n> a quote goes on',
    );
  });

  it('keeps code, tables, headings, hard breaks and block starts on their own lines', () => {
    const kept = [
      'Text before code:\n\n```ts\nconst a = 1;\nconst b = 2;\n```',
      'Text\n```ts\nx\n```\nafter',
      '| a | b |\n| --- | --- |\n| 1 | 2 |',
      '## Heading\nText under it',
      'A line with a hard break  \nand the next',
      'A line ending in a backslash\\\nand the next',
      'Intro\n- item\n1. first\n2) second\n* star\n+ plus',
      'Setext heading\n---',
      'Text\n<div>html</div>',
    ];
    for (const markdown of kept) expect(unwrapParagraphs(markdown)).toBe(markdown);
  });
});

describe('pageDescription', () => {
  it('is the first paragraph after the title and signature, as the text it shows', () => {
    const page =
      '# Function: getName()\n\n```ts\nfunction getName(): string;\n```\n\nThe text after [KEY\\_SEPARATOR](../variables/KEY_SEPARATOR.md), a **bold** `code` *word* <br />\\<T\\>.\n\nMore.';
    expect(pageDescription(page)).toBe('The text after KEY_SEPARATOR, a bold code word <T>.');
  });

  it('is left to Docusaurus when the page opens with a list or a table', () => {
    expect(pageDescription('# Title\n\n- item\n')).toBeUndefined();
    expect(pageDescription('# Title\n\n| a |\n| --- |\n')).toBeUndefined();
  });
});

describe('withFrontMatter', () => {
  it('adds fields to the front matter a page has, or gives it one', () => {
    expect(withFrontMatter('# Title\n', { description: 'Says "hi".' })).toBe(
      '---\ndescription: "Says \\"hi\\"."\n---\n\n# Title\n',
    );
    expect(withFrontMatter('---\ndescription: "A."\n---\n\n# Title\n', { slug: '/api' })).toBe(
      '---\ndescription: "A."\nslug: "/api"\n---\n\n# Title\n',
    );
  });
});
