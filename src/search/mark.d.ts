// The part of mark.js (which ships no types) that src/search/lazyMark.ts uses.
declare module 'mark.js/dist/mark.min.js' {
  type MarkOptions = Record<string, unknown>;
  export default class Mark {
    constructor(root: Element);
    mark(keywords: string | string[], options?: MarkOptions): void;
    unmark(options?: MarkOptions): void;
  }
}
