/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Ejected (a wrapper can only add content outside the page's <main>): the page links the ways
// into the docs, where it was a dead end. For an unknown path under the docs (here, the whole
// site) the docs plugin shows this content without the not-found page around it, so it also sets
// the page title, which had stayed the site's bare "Mutate".
import { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { PageMetadata } from '@docusaurus/theme-common';
import Translate, { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type { Props } from '@theme/NotFound/Content';

export default function NotFoundContent({ className }: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title={translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })} />
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          <p>
            <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
              Please contact the owner of the site that linked you to the original URL and let them know their link is
              broken.
            </Translate>
          </p>
          {/* Styled as page text: links in it are underlined, as in the docs. */}
          <div className="markdown">
            <Heading as="h2">Where to go from here</Heading>
            <ul>
              <li>
                <Link to="/">Introduction</Link>: what Mutate does and how.
              </li>
              <li>
                <Link to="/guides/getting-started">Getting started</Link>: a first script, step by step.
              </li>
              <li>
                <Link to="/api">API reference</Link>, and the <Link to="/api/modules">list of all its modules</Link>.
              </li>
            </ul>
            <p>Or search the docs from the navigation bar.</p>
          </div>
        </div>
      </div>
    </main>
  );
}
