/**
 * Element helpers that work without the newer built-ins and without patching them.
 *
 * @module
 */

/**
 * Tells whether an element matches a CSS selector, using whichever `matches` method the
 * browser has.
 *
 * @param element - The element to test.
 * @param selector - A CSS selector.
 * @returns `true` if the element matches.
 * @throws `SyntaxError` (a `DOMException`) if the selector is not valid CSS.
 */
export declare function elementMatches(element: Element, selector: string): boolean;

/**
 * Returns the nearest element, starting with `element` itself and going up through its
 * ancestors, that matches a CSS selector.
 *
 * @param element - Where to start.
 * @param selector - A CSS selector.
 * @returns The nearest match, or `null` if there is none.
 * @throws `SyntaxError` (a `DOMException`) if the selector is not valid CSS.
 */
export declare function closestElement(element: Element, selector: string): Element | null;
