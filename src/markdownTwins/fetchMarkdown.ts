// Loaded on the first click of "Copy page" (CopyPage.tsx): the page's twin, from the same origin
// (the site's CSP allows `connect-src 'self'`), as plain text for the clipboard.
export async function fetchMarkdown(href: string): Promise<Blob> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href}: ${response.status}`);
  return new Blob([await response.text()], { type: 'text/plain' });
}
