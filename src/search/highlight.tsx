// Matched words, marked, as React text: what a reader typed is never read as HTML.
import type { ReactNode } from 'react';
import escapeStringRegexp from 'escape-string-regexp';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity]);

/** Pagefind's excerpt (escaped text with `<mark>` around matched words) as text and `<mark>` elements. */
export function markedExcerpt(excerpt: string): ReactNode[] {
  return excerpt.split(/<mark>(.*?)<\/mark>/g).map((part, index) => {
    const text = decode(part);
    return index % 2 === 1 ? <mark key={index}>{text}</mark> : text;
  });
}

/** `text` with the words of `query` marked where a word of the text starts with one (any letter case). */
export function highlightWords(text: string, query: string): ReactNode[] {
  const words = query
    .split(/[^\w$]+/)
    .filter(Boolean)
    .map(escapeStringRegexp);
  if (words.length === 0) return [text];
  // At a word's start: after a non-letter, or at a camel-case hump ("Not" in "CollectorNotFound").
  const pattern = new RegExp(`(?:(?<![A-Za-z0-9])|(?<=[a-z])(?=[A-Z]))(${words.join('|')})`, 'gi');
  return text.split(pattern).map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : part));
}
