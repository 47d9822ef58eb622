/**
 * Waiting for a condition of your own.
 *
 * @module
 */
import type { Predicate } from '../Collector';
import { AbstractGate } from './Abstract';

/**
 * Opens for a waiting element once your predicate returns `true` for it. The predicate runs on
 * every page change while elements wait, so keep it cheap.
 *
 * @example
 * ```ts
 * import { CollectorBuilder, ExpressionGate } from '@evolv/mutate';
 *
 * new CollectorBuilder('img.hero')
 *   .gate(new ExpressionGate((img) => (img as HTMLImageElement).complete))
 *   .build('loaded-hero');
 * ```
 */
export declare class ExpressionGate extends AbstractGate {
  /**
   * Creates a gate around your own condition.
   *
   * @param expression - Returns `true` when the element may join.
   */
  constructor(expression: Predicate);
  /** The condition the gate checks. */
  readonly expression: Predicate;
  /**
   * Tells whether the gate's condition holds for `subject`.
   *
   * @param subject - A matched element that is waiting to join.
   * @returns What {@link ExpressionGate.expression} returns for `subject`.
   */
  isOpen(subject: Element): boolean;
}
