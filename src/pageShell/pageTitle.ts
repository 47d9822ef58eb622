// The tab title of a page that is not a docs page's own, in the site's format ("Title | Mutate").
// Theme components that render with no route of their own (a failed or crashed page) need it:
// theme-common's PageMetadata formats titles with the route's context, which they may lack.
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export function useSiteTitle(title: string): string {
  const { siteConfig } = useDocusaurusContext();
  return `${title} ${siteConfig.titleDelimiter} ${siteConfig.title}`;
}
