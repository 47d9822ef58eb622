import { type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** The site's tagline (spec §1), as the site config gives it: the Introduction opens with it. */
export default function SiteTagline(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return <p className="site-tagline">{siteConfig.tagline}</p>;
}
