import { describe, expect, it } from 'vitest';
import { unwrapParagraphs } from '../../typedoc-plugins/page-summaries.mjs';

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
