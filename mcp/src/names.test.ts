import { describe, expect, it } from 'vitest';
import { asName } from '../../src/search/ranking';
import { areasNamed, closeNames, distance, entriesNamed, ownerName, ownName } from './names';

// Name matching, on a few entries shaped as the symbol index's.
const entries = [
  { name: 'Mutator' },
  { name: 'Mutator.revert' },
  { name: 'mutate' },
  { name: 'mutate.reevaluate' },
  { name: 'mutate.revert' },
  { name: 'collect.get' },
  { name: 'mutate.get' },
  { name: 'SCOPE' },
  { name: 'SCOPE.getScope' },
  { name: 'InsertPosition.After' },
];
const names = (found: { name: string }[]) => found.map(({ name }) => name);

describe('asName', () => {
  it('reads a name as code or prose writes it', () => {
    expect(asName(' `Mutator#revert()` ')).toBe('Mutator.revert');
    expect(asName('Mutator::revert')).toBe('Mutator.revert');
    expect(asName('modify?')).toBe('modify');
  });
});

describe('entriesNamed', () => {
  it('finds a full name in its own letter case first, then in any', () => {
    expect(entriesNamed(entries, 'Mutator.revert')).toEqual({ by: 'name', found: [entries[1]] });
    expect(names(entriesNamed(entries, 'MUTATOR.REVERT').found)).toEqual(['Mutator.revert']);
    expect(names(entriesNamed(entries, 'mutate').found)).toEqual(['mutate']);
  });

  it('finds a member by its own name alone, when that names one member', () => {
    expect(entriesNamed(entries, 'getScope')).toEqual({ by: 'member', found: [entries[8]] });
    expect(names(entriesNamed(entries, 'reevaluate()').found)).toEqual(['mutate.reevaluate']);
    expect(names(entriesNamed(entries, 'after').found)).toEqual(['InsertPosition.After']);
  });

  it('gives every member that shares an own name', () => {
    expect(entriesNamed(entries, 'get')).toEqual({ by: 'member', found: [entries[5], entries[6]] });
    expect(names(entriesNamed(entries, 'revert').found)).toEqual(['Mutator.revert', 'mutate.revert']);
  });

  it('does not take a wrong owner for a member of another', () => {
    expect(entriesNamed(entries, 'collect.revert')).toEqual({ by: 'name', found: [] });
    expect(entriesNamed(entries, 'nothing')).toEqual({ by: 'member', found: [] });
  });

  it('knows own names and owners', () => {
    expect(ownName(entries[8])).toBe('getScope');
    expect(ownName(entries[0])).toBe('Mutator');
    expect(ownerName(entries[8])).toBe('SCOPE');
    expect(ownerName(entries[0])).toBe('');
  });
});

describe('distance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours', () => {
    expect(distance('revert', 'revert')).toBe(0);
    expect(distance('revrt', 'revert')).toBe(1);
    expect(distance('rveert', 'revert')).toBe(1);
    expect(distance('', 'abc')).toBe(3);
    expect(distance('kitten', 'sitting')).toBe(3);
  });
});

describe('closeNames', () => {
  const all = names(entries);
  it('gives the nearest names first, those in the same letter case before others', () => {
    expect(closeNames('Mutatr', all)[0]).toBe('Mutator');
    expect(closeNames('Mutator.revrt', all)[0]).toBe('Mutator.revert');
    expect(closeNames('getscop', all)[0]).toBe('SCOPE.getScope');
  });

  it('gives none for a name far from all, however long, in bounded time', () => {
    const started = performance.now();
    expect(
      closeNames(
        'x'.repeat(200),
        Array.from({ length: 2000 }, (_, at) => `Symbol${at}.member${at}`),
      ),
    ).toEqual([]);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('areasNamed', () => {
  const areas = ['Mutator', 'effects/TextModified', 'effects/RemoveNode', 'effectsExtra'];
  it('names every area for none', () => {
    expect(areasNamed(areas, undefined)).toBe(areas);
    expect(areasNamed(areas, ' / ')).toBe(areas);
  });

  it('names an area by its name in any case, and a folder of areas by the folder', () => {
    expect(areasNamed(areas, 'mutator')).toEqual(['Mutator']);
    expect(areasNamed(areas, 'effects/TextModified/')).toEqual(['effects/TextModified']);
    expect(areasNamed(areas, 'effects')).toEqual(['effects/TextModified', 'effects/RemoveNode']);
    expect(areasNamed(areas, 'effect')).toEqual([]);
  });
});
