/**
 * Setting and removing attributes.
 *
 * @module
 */
import { AbstractEffect } from './Abstract';

/**
 * Keeps attributes set on, or removed from, each collected element. A value of `false` keeps the
 * attribute removed; any other value is written as a string. Reverting restores each attribute's
 * original value or absence. Added by {@link Mutator!Mutator.attributes | Mutator.attributes}.
 */
export declare class AttributeModifiedEffect extends AbstractEffect {
  /**
   * Creates the effect for a set of attributes.
   *
   * @param attributes - Attribute names and their values.
   */
  constructor(attributes: Readonly<Record<string, string | number | boolean>>);
  /** Attribute names and the values they are kept at. */
  readonly attributes: Readonly<Record<string, string | number | boolean>>;
}
