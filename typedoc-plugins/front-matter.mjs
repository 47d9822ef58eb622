// Shared by the TypeDoc plugins that give a generated page front matter (not a plugin itself): each
// adds its fields to the one block a page may have, whichever plugin runs first.

/** `markdown` with `fields` added to its front matter, which is created if the page has none. */
export function withFrontMatter(markdown, fields) {
  // JSON strings are valid YAML double-quoted scalars.
  const lines = Object.entries(fields).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  const existing = /^---\n([\s\S]*?)\n---\n/.exec(markdown);
  return existing
    ? `---\n${existing[1]}\n${lines.join('\n')}\n---\n${markdown.slice(existing[0].length)}`
    : `---\n${lines.join('\n')}\n---\n\n${markdown}`;
}
