// Where a page's Markdown twin is: beside the page's own file, so a host serves it as it is.
// `/mutate/guides/getting-started` (built as guides/getting-started/index.html, or .html) has
// `/mutate/guides/getting-started.md`; an index page, whose URL ends with `/` (`/mutate/`,
// `/mutate/api-custom/collect/`), has `index.md` in its folder, beside its index.html: its URL is
// the page's URL plus `index.md`, and `/mutate/.md` or a sibling `collect.md` would name no file of
// that folder.
export function twinUrl(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}
