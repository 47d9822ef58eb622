// A long API name in a page's title ("RemoveNodesBySelectorMutation", "CONTEXT_VALUE_CHANGED",
// "components/Placeholder", "mutate.reevaluate") wraps between its words on a narrow screen, never
// inside one ("RemoveNodesByS / electorMutation", "reevaluate( / )"), and only when it does not fit
// on a line of its own (styles.module.css). Wrapped here, not in MDXComponents, so that titles given
// in front matter, which the doc page renders itself, wrap so too.
import { type ReactNode } from 'react';
import Heading from '@theme-original/Heading';
import type HeadingType from '@theme/Heading';
import type { WrapperProps } from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof HeadingType>;

/**
 * `text` with a line-break opportunity (<wbr>) between the words of each name: where a capital
 * letter follows a small one, and after `_`, `/` or `.` inside it. Each name that has some is kept
 * together in a `titleName` span. A title with none ("Getting started") stays one text.
 */
function withNameBreaks(text: string): ReactNode {
  if (!/[a-z0-9][A-Z]|[_/.]\w/.test(text)) return text;
  return text.split(/(\s+)/).map((name, nameIndex) => {
    const words = name
      .replace(/([a-z0-9])([A-Z])|([_/.])(?=\w)/g, (_, small, capital, separator) =>
        separator ? `${separator}\u0000` : `${small}\u0000${capital}`,
      )
      .split('\u0000');
    if (words.length === 1) return name;
    return (
      <span key={nameIndex} className={styles.titleName}>
        {words.flatMap((word, index) => (index === 0 ? [word] : [<wbr key={index} />, word]))}
      </span>
    );
  });
}

export default function HeadingWrapper({ as, children, ...props }: Props): ReactNode {
  return (
    <Heading as={as} {...props}>
      {as === 'h1' && typeof children === 'string' ? withNameBreaks(children) : children}
    </Heading>
  );
}
