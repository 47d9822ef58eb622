import { beforeAll, describe, expect, it } from 'vitest';
import { searchSite, type Pagefind } from '../../src/search/searchSite';
import { SUGGESTION_COUNT } from '../../src/search/suggestionCount';
import {
  answers,
  builtPagefind,
  letterCaseQueries,
  nameQueries,
  partwayQueries,
  referenceTargets,
  taskQueries,
  type Query,
} from '../search-queries';
import { builtOutput } from './built-output';

// Every symbol and member by its name and words, and the task queries, through the built index with
// the site's ranking (src/search/): the suggestions a reader is shown.
const { buildDir } = builtOutput();
let pagefind: Pagefind;
beforeAll(async () => {
  pagefind = await builtPagefind(buildDir, '/mutate/');
});

/** The share of `queries` answered among the first `within` suggestions, and the queries missed. */
async function hitRate(queries: Query[], within: number) {
  const missed: string[] = [];
  for (const query of queries) {
    const { entries } = await searchSite(pagefind, query.query, { limit: SUGGESTION_COUNT });
    if (!entries.slice(0, within).some(({ url }) => answers(url, query))) {
      missed.push(
        `${query.query} → ${query.urls.join(' | ')}; got ${entries
          .slice(0, within)
          .map(({ url }) => url.replace('/mutate/', ''))
          .join(', ')}`,
      );
    }
  }
  return { rate: 1 - missed.length / queries.length, missed };
}

const { symbols, members } = referenceTargets(buildDir);
const names = nameQueries([...symbols, ...members]);

describe('search finds every symbol and member by the words of its name', () => {
  it('derives the query set from the built reference', () => {
    expect(symbols.length).toBeGreaterThan(80);
    expect(members.length).toBeGreaterThan(200);
    expect(symbols).toContainEqual({
      name: 'CollectorNotFoundError',
      url: '/mutate/api/EvolvError/classes/CollectorNotFoundError',
    });
    expect(members).toContainEqual({ name: 'Mutator.revert', url: '/mutate/api/Mutator/classes/Mutator#revert' });
    expect(members).toContainEqual({
      name: 'LogLevel.DEBUG',
      url: '/mutate/api/MessageLog/enumerations/LogLevel#enumeration-member-debug',
    });
  });

  for (const kind of ['exact name', 'words in order', 'words reversed'] as const) {
    it(`${kind}`, async () => {
      const queries = names.filter((query) => query.kind === kind);
      const { rate, missed } = await hitRate(queries, kind === 'exact name' ? 1 : 3);
      console.log(`${kind}: ${queries.length} queries, ${(rate * 100).toFixed(1)}%\n${missed.join('\n')}`);
      expect(rate).toBeGreaterThanOrEqual(kind === 'exact name' ? 1 : 0.98);
    });
  }

  it('in any letter case', async () => {
    const { rate, missed } = await hitRate(letterCaseQueries([...symbols, ...members]), 1);
    console.log(`letter case: ${(rate * 100).toFixed(1)}%\n${missed.join('\n')}`);
    expect(rate).toBe(1);
  });

  it('typed partway', async () => {
    const { rate, missed } = await hitRate(partwayQueries(symbols), 3);
    console.log(`partway: ${(rate * 100).toFixed(1)}%\n${missed.join('\n')}`);
    expect(rate).toBeGreaterThanOrEqual(0.95);
  });
});

// The goal is 95%. This set was written to be hard (a reader's own words: "freeze", "get rid of",
// "delay repeated calls"), and search reaches 74% of it (PERFORMANCE.md): the floor keeps what is
// reached from going down.
const TASK_HIT_RATE_FLOOR = 0.72;

it('search answers the task queries a reader types', async () => {
  const queries = taskQueries();
  const { rate, missed } = await hitRate(queries, 3);
  console.log(`tasks: ${queries.length} queries, ${(rate * 100).toFixed(1)}%\n${missed.join('\n')}`);
  expect(queries.length).toBeGreaterThanOrEqual(40);
  expect(rate).toBeGreaterThanOrEqual(TASK_HIT_RATE_FLOOR);
});
