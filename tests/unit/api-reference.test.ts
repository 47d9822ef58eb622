import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseMarkdownFile } from '@docusaurus/utils';
import { ReflectionKind, type ProjectReflection } from 'typedoc';
import { beforeAll, describe, expect, it } from 'vitest';
import { readProvenance } from '../../typedoc-plugins/basis-notes.mjs';
import { errorPropertyDescriptions } from '../../typedoc-plugins/error-member-comments.mjs';
import { generateReference } from './helpers';

// In the run's scratch folder (scratch-folder.ts), removed when the run ends.
const tempOut = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mutate-api-'));

/** The rows PROVENANCE.md must have: one per exported symbol and per own public member, by module. */
function expectedProvenanceRows(project: ProjectReflection) {
  const rows = new Set<string>();
  for (const module of project.children ?? []) {
    for (const symbol of module.children ?? []) {
      const label = symbol.kindOf(ReflectionKind.Namespace) ? `${symbol.name} (namespace)` : symbol.name;
      rows.add(`${module.name} | ${label}`);
      for (const member of symbol.children ?? []) {
        if (member.inheritedFrom) continue;
        const memberLabel = member.name === 'constructor' ? `new ${symbol.name}()` : `${symbol.name}.${member.name}`;
        rows.add(`${module.name} | ${memberLabel}`);
      }
    }
  }
  return rows;
}

describe('API reference generated from library/', () => {
  let result: Awaited<ReturnType<typeof generateReference>>;
  let out: string;
  beforeAll(async () => {
    out = tempOut();
    result = await generateReference('library', out);
  }, 120_000);
  /** The generated Markdown pages, by path relative to `out`. */
  const generatedPages = () =>
    fs.readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'));
  /** A generated page's Markdown, by path relative to `out`. */
  const page = (file: string) => fs.readFileSync(path.join(out, file), 'utf8');

  it('passes TypeDoc validation with zero warnings or errors', () => {
    expect(result.project).toBeDefined();
    expect({ warnings: result.warnings, errors: result.errors }).toEqual({ warnings: 0, errors: 0 });
    expect(fs.existsSync(path.join(out, 'Mutator/classes/Mutator.md'))).toBe(true);
  });

  it('has a basis recorded in PROVENANCE.md for every exported symbol and public member', () => {
    const expected = expectedProvenanceRows(result.project!);
    const recorded = new Set(readProvenance(fs.readFileSync('library/PROVENANCE.md', 'utf8')).keys());
    expect([...expected].filter((row) => !recorded.has(row))).toEqual([]);
    expect([...recorded].filter((row) => !expected.has(row))).toEqual([]);
  });

  it('titles every page differently, a namespace member by the namespace it is called through', () => {
    const titles = new Map<string, string[]>();
    for (const file of generatedPages()) {
      const title = /^# (.+)$/m.exec(page(file))?.[1] ?? '';
      titles.set(title, [...(titles.get(title) ?? []), file]);
    }
    expect([...titles].filter(([, files]) => files.length > 1)).toEqual([]);
    const title = (file: string) => [...titles].find(([, files]) => files.includes(file))?.[0];
    expect(title(path.join('lib/namespaces/collect/functions/pause.md'))).toBe('Function: collect.pause()');
    expect(title(path.join('lib/namespaces/mutate/functions/pause.md'))).toBe('Function: mutate.pause()');
    expect(title(path.join('lib/functions/collect.md'))).toBe('Function: collect()');
    expect(title(path.join('lib/namespaces/collect/index.md'))).toBe('Namespace: collect');
  });

  it('notes under every symbol page’s title the basis PROVENANCE.md records, and under each method or accessor on another basis its own', () => {
    // Every page but the entry page, the modules list and each module's index (a namespace's counts).
    const symbolPages = generatedPages().filter(
      (file) => (!file.endsWith('index.md') && file !== 'modules.md') || /namespaces\/[^/]+\/index\.md$/.test(file),
    );
    const notes = (file: string) => page(file).match(/^\*\*Basis:\*\* .+$/gm) ?? [];
    /** The note under a heading (`# Class: Collector`, `### subscribe()`), if the line after the blank one is one. */
    const noteUnder = (file: string, heading: string) =>
      /^\n(\*\*Basis:\*\* .+)$/m.exec(page(file).split(`\n${heading}\n`)[1] ?? '')?.[1];
    expect(symbolPages.length).toBeGreaterThan(100);
    expect(symbolPages.filter((file) => !/^# .+\n\n\*\*Basis:\*\* /m.test(page(file)))).toEqual([]);
    expect(notes('State/classes/State.md')).toEqual([
      "**Basis:** checked against the library's published files. ([About the basis](/api#the-basis-of-each-page))",
    ]);
    expect(notes('lib/namespaces/collect/functions/pause.md')[0]).toContain("named by the site's specification");
    const collector = 'Collector/classes/Collector.md';
    expect(noteUnder(collector, '# Class: Collector')).toBe(
      "**Basis:** checked against the library's published files (the class itself). " +
        'Methods and accessors on another basis say so under their names. ([About the basis](/api#the-basis-of-each-page))',
    );
    expect(noteUnder(collector, '### subscribe()')).toBe(
      "**Basis:** seen in Evolv's own code that calls the library (modelled: its replay of the elements " +
        'already collected, the function it returns and its error once the collector is destroyed). ' +
        '([About the basis](/api#the-basis-of-each-page))',
    );
    expect(noteUnder(collector, '### name')).toMatch(/^\*\*Basis:\*\* modelled: /);
    // A member on the symbol's basis has no note of its own.
    expect(noteUnder('MessageLog/classes/MessageLog.md', '### debug()')).toBeUndefined();
    expect(notes('effects/TextModified/classes/TextModifiedEffect.md')[0]).toContain('modelled: `constructor`');
    // What is modelled of a symbol or member on another basis.
    expect(notes('MessageLog/classes/MessageLog.md')[0]).toContain(
      "checked against the library's published files; modelled: that it stops printing errors after a limit.",
    );
    expect(notes('Collector/enumerations/EventType.md')[0]).toContain(
      'seen in calling code (modelled: its member name): `Added`, `Modified`;',
    );
    expect(noteUnder('Mutator/classes/Mutator.md', '### bind()')).toContain(
      "named by the site's specification, with its details modelled (modelled: its name and signature).",
    );
    expect(notes('effects/TextModified/classes/TextModifiedEffect.md')[0]).toContain(
      "with its details modelled (the class itself); also modelled: its class name, after the pattern of the spec's names.",
    );
  });

  it("writes each parameter's type in signatures, callbacks' too, laid out as a formatter would", () => {
    expect(page('global/functions/SCOPE.md')).toContain(
      '```ts\nfunction SCOPE(\n  name: string,\n  scope: string | undefined,\n  toCollectorName?: boolean\n): string;\n```',
    );
    expect(page('Mutator/classes/Mutator.md')).toContain('on(type: string, listener: (event: Event) => void): this;');
    // An abstract class's constructor is for its subclasses.
    expect(page('gates/Abstract/classes/AbstractGate.md')).toContain(
      '```ts\nprotected new AbstractGate(): AbstractGate;\n```',
    );
    // A short union stays on one line, though its types link to their documentation.
    expect(page('Collector/type-aliases/SelectorFn.md')).toContain(
      '```ts\ntype SelectorFn = (document: Document) => NodeList | HTMLCollection | Element[];\n```',
    );
    expect(page('lib/namespaces/collect/functions/forEach.md')).toContain(
      'function forEach(callback: (collector: Collector, name: string) => void): void;',
    );
    // A signature too long for a line has a line per parameter, even with fewer than three.
    expect(page('ponyfills/Functions/functions/debounce.md')).toContain(
      '```ts\nfunction debounce<A extends unknown[]>(\n  fn: (...args: A) => void,\n  wait: number\n): (...args: A) => void;\n```',
    );
    const [text, code] = [0, 1].map((part) =>
      generatedPages().flatMap((file) =>
        page(file)
          .split('```')
          .filter((_, i) => i % 2 === part)
          .flatMap((block) => block.split('\n')),
      ),
    );
    expect(code.filter((line) => /\s$/.test(line) || /^ {3}\S/.test(line) || line.length > 80)).toEqual([]);
    // Nor does a union start with a stray `|`, in a table cell or under "Returns".
    expect(text.filter((line) => /^ {2}\\\| |(^|[^\\])\| \\\| /.test(line))).toEqual([]);
  });

  it("lists an area's functions, its entry points, first and the namespaces that group members last", () => {
    const sections = (file: string) => [...page(file).matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(sections('lib/index.md')).toEqual(['Functions', 'Interfaces', 'Namespaces']);
    expect(sections('global/index.md')).toEqual(['Functions', 'Variables', 'Namespaces']);
  });

  it('links the DOM, JavaScript and TypeScript types it uses to where they are explained', () => {
    expect(page('Mutator/classes/Mutator.md')).toContain(
      '(`event`: [`Event`](https://developer.mozilla.org/docs/Web/API/Event)) => `void`',
    );
    expect(page('Collector/type-aliases/SelectorFn.md')).toContain(
      '[`Document`](https://developer.mozilla.org/docs/Web/API/Document)',
    );
    expect(page('EvolvError/classes/EvolvError.md')).toContain(
      '[`Error`](https://developer.mozilla.org/docs/Web/JavaScript/Reference/Global_Objects/Error)',
    );
  });

  it("describes the properties the errors inherit from JavaScript's Error, which TypeScript leaves undescribed", () => {
    const errorPages = generatedPages().filter((file) => /Error\.md$/.test(file));
    expect(errorPages.length).toBeGreaterThanOrEqual(4);
    for (const file of errorPages) {
      for (const [name, description] of Object.entries(errorPropertyDescriptions)) {
        const row = page(file)
          .split('\n')
          .find((line) => line.includes(`<a id="property-${name}"></a>`));
        expect(row, `${file}: ${name}`).toContain(` | ${description} | `);
      }
    }
  });

  it("prints no paragraph twice in one member's section", () => {
    // TypeDoc copied an implemented property's comment onto accessors, printed again under "Returns".
    const repeated = generatedPages().flatMap((file) =>
      page(file)
        .split(/^### /m)
        .flatMap((section) => {
          const paragraphs = section
            .split('\n\n')
            .map((paragraph) => paragraph.trim())
            .filter((paragraph) => /^[A-Z]/.test(paragraph));
          return paragraphs
            .filter((paragraph, index) => paragraphs.indexOf(paragraph) !== index)
            .map((paragraph) => `${file}: ${paragraph}`);
        }),
    );
    expect(repeated).toEqual([]);
  });

  it('gives every page a description of whole sentences, as Docusaurus reads it from the page', async () => {
    // As the docs plugin does: the front matter's description, else the excerpt of the content.
    const description = async (file: string) => {
      const { frontMatter, excerpt } = await parseMarkdownFile({
        filePath: file,
        fileContent: page(file),
        parseFrontMatter: ({ defaultParseFrontMatter, ...params }) => defaultParseFrontMatter(params),
      });
      return (frontMatter.description as string | undefined) ?? excerpt ?? '';
    };
    const descriptions = Object.fromEntries(
      await Promise.all(
        generatedPages().map(async (file): Promise<[string, string]> => [file, await description(file)]),
      ),
    );
    expect(Object.entries(descriptions).filter(([, text]) => !/[.!?]$/.test(text))).toEqual([]);
    // Markdown shows through Docusaurus's excerpt: "KEY\\SEPARATOR" for a link to KEY_SEPARATOR.
    expect(Object.entries(descriptions).filter(([, text]) => /[\\`]|\]\(/.test(text))).toEqual([]);
    expect(descriptions['global/namespaces/SCOPE/functions/getScope.md']).toBe(
      'Returns the scope part of a scoped key: the text before KEY_SEPARATOR.',
    );
    expect(descriptions['Mutator/classes/Mutator.md']).toBe(
      'Defines changes to the elements of one collector. Every change is persistent: it is applied to the elements collected now and to every element that joins the collector later; this reference models it as applied again, too, if the page undoes it. Methods that record a change return the mutator, so calls chain.',
    );
  });
});

describe('API reference generated from another source tree', () => {
  it('stops with an error naming the tree when its declarations do not type-check', async () => {
    const root = tempOut();
    fs.cpSync('tests/fixtures/api-source', root, { recursive: true });
    fs.appendFileSync(path.join(root, 'src/greet.ts'), "\nexport const broken: number = 'text';\n");
    await expect(generateReference(root, tempOut())).rejects.toThrow(
      `The API reference was not generated from ${path.join(root, 'src')}: TypeDoc reported the errors above.`,
    );
  });

  it('documents the tree whose root is passed in', async () => {
    const out = tempOut();
    const result = await generateReference('tests/fixtures/api-source', out);
    expect({ warnings: result.warnings, errors: result.errors }).toEqual({ warnings: 0, errors: 0 });
    // The entry page is the fixture's README and the modules are the fixture's.
    expect(fs.readFileSync(path.join(out, 'index.md'), 'utf8')).toContain('# Fixture reference');
    expect(fs.readFileSync(path.join(out, 'greet/functions/greet.md'), 'utf8')).toContain('Says hello to a fixture');
    expect(fs.existsSync(path.join(out, 'part/variables/farewell.md'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'Mutator'))).toBe(false);
  });
});
