/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Ejected (a wrapper cannot change where the trail comes from): pages the docs sidebar does not list,
// the generated reference pages, get a trail that follows their path (src/routing/pathBreadcrumbs.ts).
import { type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useHomePageRoute } from '@docusaurus/theme-common/internal';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import HomeBreadcrumbItem from '@theme/DocBreadcrumbs/Items/Home';
import DocBreadcrumbsStructuredData from '@theme/DocBreadcrumbs/StructuredData';

import {
  useActiveVersion,
  useDoc,
  useDocsSidebar,
  useSidebarBreadcrumbs,
} from '@docusaurus/plugin-content-docs/client';
import type { PropSidebarBreadcrumbsItem } from '@docusaurus/plugin-content-docs';
import { pathTrail, sidebarLabel } from '@site/src/routing/pathBreadcrumbs';
import styles from './styles.module.css';

// TODO move to design system folder
function BreadcrumbsItemLink({
  children,
  href,
  isLast,
}: {
  children: ReactNode;
  href: string | undefined;
  isLast: boolean;
}): ReactNode {
  const className = 'breadcrumbs__link';
  if (isLast) {
    return <span className={className}>{children}</span>;
  }
  return href ? (
    <Link className={className} href={href}>
      <span>{children}</span>
    </Link>
  ) : (
    <span className={className}>{children}</span>
  );
}

// TODO move to design system folder
function BreadcrumbsItem({ children, active }: { children: ReactNode; active?: boolean }): ReactNode {
  return (
    <li
      className={clsx('breadcrumbs__item', {
        'breadcrumbs__item--active': active,
      })}
    >
      {children}
    </li>
  );
}

// The trail of a docs page the sidebar does not list: its parent pages, then itself. (Only docs
// pages get here: a category's generated index page is always in the sidebar.)
function PathBreadcrumbs(): ReactNode {
  const sidebar = useDocsSidebar();
  const version = useActiveVersion(undefined);
  const { metadata } = useDoc();
  // The page's own path, not the URL's: at `…/Collector/` for `…/Collector` the trail listed the
  // page as its own parent, and differed from the server's HTML (React error #418).
  const { permalink } = metadata;
  const pages = new Set(version?.docs.map((doc) => doc.path));
  const parents = pathTrail(
    permalink,
    (version?.path ?? '/').replace(/\/?$/, '/'),
    (path) => pages.has(path),
    (path) => sidebarLabel(sidebar?.items ?? [], path),
  );
  const breadcrumbs: PropSidebarBreadcrumbsItem[] = [...parents, { href: permalink, label: metadata.title }].map(
    ({ href, label }) => ({ type: 'link', href, label }),
  );
  return <BreadcrumbsNav breadcrumbs={breadcrumbs} />;
}

export default function DocBreadcrumbs(): ReactNode {
  const breadcrumbs = useSidebarBreadcrumbs();
  if (!breadcrumbs) {
    return null;
  }
  return breadcrumbs.length > 0 ? <BreadcrumbsNav breadcrumbs={breadcrumbs} /> : <PathBreadcrumbs />;
}

function BreadcrumbsNav({ breadcrumbs }: { breadcrumbs: PropSidebarBreadcrumbsItem[] }): ReactNode {
  const homePageRoute = useHomePageRoute();
  return (
    <>
      <DocBreadcrumbsStructuredData breadcrumbs={breadcrumbs} />
      <nav
        className={clsx(ThemeClassNames.docs.docBreadcrumbs, styles.breadcrumbsContainer)}
        aria-label={translate({
          id: 'theme.docs.breadcrumbs.navAriaLabel',
          message: 'Breadcrumbs',
          description: 'The ARIA label for the breadcrumbs',
        })}
      >
        <ul className="breadcrumbs">
          {homePageRoute && <HomeBreadcrumbItem />}
          {breadcrumbs.map((item, idx) => {
            const isLast = idx === breadcrumbs.length - 1;
            const href = item.type === 'category' && item.linkUnlisted ? undefined : item.href;
            return (
              <BreadcrumbsItem key={idx} active={isLast}>
                <BreadcrumbsItemLink href={href} isLast={isLast}>
                  {item.label}
                </BreadcrumbsItemLink>
              </BreadcrumbsItem>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
