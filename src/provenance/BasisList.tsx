import type { ReactNode } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

/**
 * The list that ends a hand-written page: the basis of each API it names or calls
 * (remarkBasisNotice.ts writes its words). The notice at the page's top links to its id, which is
 * registered so that the build's check of anchors knows it.
 */
export default function BasisList({ id, children }: { id: string; children?: ReactNode }): ReactNode {
  useBrokenLinks().collectAnchor(id);
  return (
    <p id={id} role="note" data-basis-list="">
      {children}
    </p>
  );
}
