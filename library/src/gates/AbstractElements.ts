/**
 * The base of the gates that wait for elements.
 *
 * @module
 */
import { AbstractGate } from './Abstract';

/**
 * The shared base of the gates that open once elements matching a CSS selector exist, either
 * anywhere on the page ({@link gates/Elements!ElementsGate | ElementsGate}) or inside the waiting element
 * ({@link gates/Children!ChildrenGate | ChildrenGate}).
 */
export declare abstract class AbstractElementsGate extends AbstractGate {
  /**
   * Creates a gate that waits for elements matching `selector`.
   *
   * @param selector - A CSS selector the awaited elements must match.
   * @param count - How many such elements must exist; at least one if omitted.
   */
  constructor(selector: string, count?: number);
  /** The CSS selector the awaited elements must match. */
  readonly selector: string;
  /** How many matching elements must exist for the gate to open. */
  readonly count: number;
}
