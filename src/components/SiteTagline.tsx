import { type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './SiteTagline.module.css';

/** The site's tagline (spec §1), as the site config gives it: the Introduction opens with it. */
export default function SiteTagline(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return <p className={styles.siteTagline}>{siteConfig.tagline}</p>;
}
