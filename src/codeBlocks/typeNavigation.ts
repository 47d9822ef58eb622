// Keys that reach a code block's types without a tab stop per identifier: the block is one tab stop
// (it scrolls), and once it has focus the arrow keys move between its identifiers, each showing its
// popup while focused (src/codeBlocks/typePopups.css). Left and Right: the previous and next
// identifier; Up and Down: the first on the line above or below; Home and End: the first and last;
// Enter: the identifier's reference page; Escape: back to the block.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const IDENTIFIER = '.typed-token';

function target(pre: HTMLElement, from: Element, key: string): HTMLElement | undefined {
  const identifiers = Array.from(pre.querySelectorAll<HTMLElement>(IDENTIFIER));
  const at = identifiers.indexOf(from as HTMLElement);
  if (at < 0)
    return { ArrowRight: identifiers[0], ArrowDown: identifiers[0], Home: identifiers[0], End: identifiers.at(-1) }[
      key
    ];
  const lineOf = (element: Element) => element.closest('.token-line');
  const line = lineOf(from);
  switch (key) {
    case 'ArrowRight':
      return identifiers[at + 1];
    case 'ArrowLeft':
      return identifiers[at - 1];
    case 'Home':
      return identifiers[0];
    case 'End':
      return identifiers.at(-1);
    case 'ArrowDown':
      return identifiers.slice(at + 1).find((element) => lineOf(element) !== line);
    case 'ArrowUp': {
      const above = identifiers
        .slice(0, at)
        .reverse()
        .find((element) => lineOf(element) !== line);
      return above && identifiers.find((element) => lineOf(element) === lineOf(above));
    }
    default:
      return undefined;
  }
}

function onKeyDown(event: KeyboardEvent): void {
  const from = event.target as Element;
  const pre = from.closest?.('pre');
  if (!pre || !pre.querySelector(IDENTIFIER) || event.altKey || event.ctrlKey || event.metaKey) return;
  const onIdentifier = from !== pre && from.matches(IDENTIFIER);
  if (onIdentifier && event.key === 'Escape') {
    pre.focus();
  } else if (onIdentifier && event.key === 'Enter') {
    from.querySelector<HTMLAnchorElement>('a.type-popup-reference')?.click();
  } else {
    const next = target(pre, from, event.key);
    if (!next) return;
    next.focus();
  }
  event.preventDefault();
}

if (ExecutionEnvironment.canUseDOM) document.addEventListener('keydown', onKeyDown);
