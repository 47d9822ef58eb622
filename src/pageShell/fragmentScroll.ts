/**
 * A link to a part of a long page (`…/Mutator#revert`) showed the top of the page until every
 * script had loaded, seconds on a slow phone, and then jumped: the browser scrolls to a fragment
 * only once the page has loaded. This runs inline at the end of each page's <body>, as soon as the
 * content is parsed, and scrolls to the fragment's target then, unless the reader has scrolled.
 * It must stay self-contained: it is stringified.
 */
export function scrollToFragment(window: Window): void {
  let id: string;
  try {
    id = decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return;
  }
  const target = id && window.document.getElementById(id);
  if (target && window.scrollY === 0) target.scrollIntoView();
}
