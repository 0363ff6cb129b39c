import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pythonEditorPhrases } from './python-editor-phrases';

/** Where the installed @codemirror packages are: the folder that holds @codemirror/state. */
function codemirrorFolder(): string {
  const require = createRequire(import.meta.url);
  // .../@codemirror/state/dist/index.cjs
  return dirname(dirname(dirname(require.resolve('@codemirror/state'))));
}

/** The arguments of the call whose '(' is at `open`, up to its matching ')'. */
function argumentsAt(source: string, open: number): string {
  let depth = 0;
  for (let index = open; index < source.length; index++) {
    const char = source[index];
    if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return source.slice(open + 1, index);
  }
  throw new Error(`unbalanced call at ${open}`);
}

/**
 * Every phrase a package's code asks for: the string literals in its `phrase(...)` calls, whether
 * `state.phrase("Find")`, the search panel's `phrase(view, "Find")` or `phrase(fold ? "Folded lines" :
 * "Unfolded lines")`.
 */
function findPhrases(source: string): string[] {
  const found = new Set<string>();
  for (const call of source.matchAll(/\bphrase\(/g)) {
    const args = argumentsAt(source, call.index + call[0].length - 1);
    for (const literal of args.matchAll(/"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'/g)) found.add(literal[1] ?? literal[2]!);
  }
  return [...found];
}

describe('the Russian phrases of the Python editor', () => {
  const folder = codemirrorFolder();
  const packages = readdirSync(folder);
  const used = new Map<string, string>();
  for (const name of packages) {
    for (const phrase of findPhrases(readFileSync(join(folder, name, 'dist', 'index.js'), 'utf8'))) used.set(phrase, name);
  }

  it('finds the phrases of the panels it knows (the check would pass on nothing otherwise)', () => {
    expect(packages).toEqual(expect.arrayContaining(['view', 'search', 'language', 'lint', 'autocomplete', 'commands']));
    for (const phrase of ['Find', 'replace all', 'Go to line', 'Folded lines', 'Unfold line', 'No diagnostics', 'Completions', 'Control character']) {
      expect([...used.keys()]).toContain(phrase);
    }
  });

  it('translates every phrase the installed CodeMirror packages ask for', () => {
    const missing = [...used].filter(([phrase]) => !(phrase in pythonEditorPhrases)).map(([phrase, name]) => `@codemirror/${name}: ${phrase}`);
    expect(missing).toEqual([]);
  });

  it('keeps no phrase CodeMirror no longer asks for', () => {
    expect(Object.keys(pythonEditorPhrases).filter((phrase) => !used.has(phrase))).toEqual([]);
  });

  it('keeps the place of the number in the phrases that have one', () => {
    for (const [phrase, russian] of Object.entries(pythonEditorPhrases)) {
      expect(russian.includes('$'), phrase).toBe(phrase.includes('$'));
      expect(russian.trim(), phrase).not.toBe('');
    }
  });
});
