import { describe, expect, it } from 'vitest';
import config from '../../docusaurus.config';

describe('site configuration', () => {
  it('has the title, tagline and base path of the spec', () => {
    expect(config.title).toBe('Mutate');
    expect(config.tagline).toBe('A library of helpers for persistent DOM modification.');
    expect(config.baseUrl).toBe('/mutate/');
  });
});
