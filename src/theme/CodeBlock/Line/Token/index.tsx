// Wrapped: a plain token takes its code block's own colours, so it needs no element of its own (a
// third of a block's tokens are plain, and every element costs style and layout work before a first
// visit can respond). And the token of an identifier in a checked example carries its popup (what
// it is, its type, and for a Mutate API its summary, reference and basis), shown on hover and on
// focus (src/codeBlocks/typePopups.css), a `^?` query its answer.
import { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import LineToken from '@theme-original/CodeBlock/Line/Token';
import type { Props } from '@theme/CodeBlock/Line/Token';
import type { TypeNote } from '@site/src/codeBlocks/blockTypes';
import type { TypedToken } from '@site/src/codeBlocks/typedTokens';
import { ABOUT } from '@site/src/provenance/provenanceTable.mjs';

/** Documentation text with its `code` spans. */
const withCode = (text: string): ReactNode[] =>
  text.split('`').map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part));

// The popup is the identifier's last child: focused, the identifier reads as its name then its type.
function Popup({ note }: { note: TypeNote }): ReactNode {
  return (
    <span className="type-popup">
      {note.kind && <span className="type-popup-kind">{note.kind}</span>}
      <code>{note.text}</code>
      {note.doc && <span>{withCode(note.doc)}</span>}
      {note.basis && (
        <span className="type-popup-basis">
          Basis: {note.basis} (<Link to={ABOUT}>About the basis</Link>)
        </span>
      )}
      {note.href && (
        <Link to={note.href} className="type-popup-reference">
          Reference
        </Link>
      )}
    </span>
  );
}

function TypedIdentifier({ note, className, style, children }: Props & { note: TypeNote }): ReactNode {
  return (
    <span className={`${className} typed-token${note.unchecked ? ' unchecked-api' : ''}`} style={style} tabIndex={-1}>
      {children}
      <Popup note={note} />
    </span>
  );
}

export default function LineTokenWrapper(props: Props): ReactNode {
  const { note, query } = props.token as TypedToken;
  if (query) {
    return (
      <span className="type-query">
        <span aria-hidden="true">{`${' '.repeat(query.column)}^ `}</span>
        <code>{query.note.text}</code>
      </span>
    );
  }
  if (note) return <TypedIdentifier {...props} note={note} />;
  if (props.className === 'token plain' && !props.style) return props.children;
  return <LineToken {...props} />;
}
