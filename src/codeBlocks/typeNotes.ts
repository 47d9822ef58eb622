// What a type popup says of a name in an example (exampleTypes.ts), from TypeScript's quick info:
// its type as the reader would write it, its kind in the reference's words, and its doc comment's
// first sentence.
import ts from 'typescript';
import { firstSentence as sentenceOf, oneLine } from '../shared/text.mjs';

/** Quick info as a popup shows it: an imported name as what it names, without the import. */
export const typeText = (info: ts.QuickInfo): string =>
  ts
    .displayPartsToString(info.displayParts)
    .split('\n')
    // An import's line, and a namespace's merged with the function shown above it.
    .filter((line, i) => !line.startsWith('import ') && !(i > 0 && /^(\(alias\) )?namespace \S+$/.test(line)))
    .map((line) => line.replace(/^\(alias\) /, ''))
    .join('\n');

/** The first sentence of a doc comment. */
export function firstSentence(text: string): string | undefined {
  const flat = oneLine(text);
  return flat ? sentenceOf(flat) : undefined;
}

// What a name is, in words, by TypeScript's kind of a quick info (`alias` is resolved below).
const KIND_WORDS: Record<string, string> = {
  class: 'class',
  'local class': 'class',
  interface: 'interface',
  type: 'type alias',
  enum: 'enumeration',
  'enum member': 'enumeration member',
  function: 'function',
  'local function': 'function',
  method: 'method',
  getter: 'accessor',
  setter: 'accessor',
  accessor: 'accessor',
  property: 'property',
  constructor: 'constructor',
  parameter: 'parameter',
  'type parameter': 'type parameter',
  module: 'namespace',
  var: 'variable',
  'local var': 'variable',
  let: 'variable',
  const: 'constant',
};

// An imported name's kind, by the flags of what it names: the first that applies (`collect` is
// a function and a namespace).
const SYMBOL_KINDS: [ts.SymbolFlags, string][] = [
  [ts.SymbolFlags.Class, 'class'],
  [ts.SymbolFlags.Interface, 'interface'],
  [ts.SymbolFlags.Enum, 'enumeration'],
  [ts.SymbolFlags.EnumMember, 'enumeration member'],
  [ts.SymbolFlags.Function, 'function'],
  [ts.SymbolFlags.TypeAlias, 'type alias'],
  [ts.SymbolFlags.BlockScopedVariable, 'constant'],
  [ts.SymbolFlags.Variable, 'variable'],
  [ts.SymbolFlags.Module, 'namespace'],
];

export function kindOf(info: ts.QuickInfo, symbol: ts.Symbol | undefined): string | undefined {
  // TypeScript calls a read accessor a property; the reference, an accessor.
  if (symbol && symbol.flags & ts.SymbolFlags.Accessor) return 'accessor';
  if (info.kind !== ts.ScriptElementKind.alias) return KIND_WORDS[info.kind];
  return symbol && SYMBOL_KINDS.find(([flag]) => symbol.flags & flag)?.[1];
}
