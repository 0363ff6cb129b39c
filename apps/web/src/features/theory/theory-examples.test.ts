import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadPyodide, type PyodideAPI } from 'pyodide';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { odsReader } from '@ege/core/files/odf/ods-reader-python';
import { runInPyodide, sharedPyodide } from '@ege/core/python/run-in-pyodide';

/** The pages whose structure is finished (decision 030); each helper adds its own types here. */
const checkedTypes: readonly string[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19-21', '22', '23', '24', '25', '26', '27'];

const theoryDirectory = fileURLToPath(new URL('../../../public/theory/', import.meta.url));
const codePattern = /<code class="language-python" data-example-code>([\s\S]*?)<\/code>/g;
const answerPattern = /<pre data-example-answer>([\s\S]*?)<\/pre>/g;

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    const decoded = namedEntities[name.toLowerCase()];
    if (decoded === undefined) throw new Error(`Unknown HTML entity ${entity}`);
    return decoded;
  });
}

function readPage(type: string): string {
  return readFileSync(`${theoryDirectory}${type}/text.html`, 'utf8');
}

const pageTypes = readdirSync(theoryDirectory, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));

const examples = pageTypes.flatMap((type) => {
  const html = readPage(type);
  const code = [...html.matchAll(codePattern)].map((match) => decodeEntities(match[1] ?? ''));
  const answer = [...html.matchAll(answerPattern)].map((match) => decodeEntities(match[1] ?? '').trim());
  return code.length === 0 ? [] : [{ type, code: code[0] ?? '', answer: answer[0] }];
});

const python = spawnSync('python3', ['--version'], { encoding: 'utf8' });
const pythonMissing = python.error !== undefined || python.status !== 0;
if (pythonMissing) console.warn('theory-examples: python3 is not on this machine, so the examples\' code is not run (skipped).');

describe('the worked examples of the theory pages', () => {
  it('finds the examples of every finished page', () => {
    const withExamples = examples.map((example) => example.type);
    for (const type of checkedTypes) expect(withExamples).toContain(type);
  });

  it.each(checkedTypes)('page %s has one example, its answer, a traps heading and a trainer link', (type) => {
    const html = readPage(type);
    expect([...html.matchAll(codePattern)]).toHaveLength(1);
    expect([...html.matchAll(answerPattern)]).toHaveLength(1);
    expect(html).toMatch(/<h2>[^<]*Типичные ошибки[^<]*<\/h2>/);
    // /trainer/task/{id} opens a task by its database id; a type's tasks are /trainer?type=N (and the block's page).
    expect(html).toMatch(/<a href="\/trainer(\?type=\d+|\/block-19-21)" target="_top">/);
    expect(html).toContain('<link rel="stylesheet" href="../theory.css">');
    expect(html).toContain('<script src="../theory.js"></script>');
  });

  it.skipIf(pythonMissing).each(examples)(
    'page $type: the Python code prints the answer',
    ({ code, answer }) => {
      expect(answer, 'a data-example-answer block beside the code').toBeDefined();
      const run = spawnSync('python3', ['-'], { input: code, encoding: 'utf8', timeout: 30_000 });
      expect(run.error, 'python3 finished within 30 s').toBeUndefined();
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout.trim()).toBe(answer);
    },
  );
});

/** The types whose files are spreadsheets (.ods) or a document (.odt): each page says how to read the file in Python. */
const fileTypes: Record<string, '.ods' | '.odt'> = { '3': '.ods', '9': '.ods', '10': '.odt', '18': '.ods', '22': '.ods' };

const fileSectionPattern = /<h2>Как прочитать файл (\.od[st]) в Python<\/h2>([\s\S]*?)(?=<h2>)/;
const plainCodePattern = /<pre><code class="language-python">([\s\S]*?)<\/code><\/pre>/g;
const printedPattern = /<p class="output-label">Программа выводит:<\/p>\s*<pre>([\s\S]*?)<\/pre>/;

const fileExamples = Object.entries(fileTypes).map(([type, extension]) => {
  const section = fileSectionPattern.exec(readPage(type));
  const body = section?.[2] ?? '';
  return {
    type,
    extension,
    heading: section?.[1],
    code: [...body.matchAll(plainCodePattern)].map((match) => decodeEntities(match[1] ?? '')),
    printed: decodeEntities(printedPattern.exec(body)?.[1] ?? '').trim(),
    body,
  };
});

// The file-reading example is not the page's data-example-code (one per page, above): it builds its tiny
// file in memory, so its 'Запустить' runs in the theory's drawer as it does here; run in an empty folder,
// so a stray write would not land in the repository.
describe('the theory pages of the file types: how to read the .ods/.odt in Python', () => {
  const folder = mkdtempSync(join(tmpdir(), 'theory-file-examples-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it.each(fileExamples)('page $type has its section with one runnable example and its output', ({ type, extension, heading, code, printed, body }) => {
    expect(heading, `page ${type}: 'Как прочитать файл ${extension} в Python'`).toBe(extension);
    expect(code).toHaveLength(1);
    expect(printed).not.toBe('');
    // In 'Решить на Python' the task's file is in the program's folder under its own name.
    expect(body).toContain(`'${type}${extension}'`);
    expect(body).toContain('Решить на Python');
  });

  it.each(fileExamples.filter((example) => example.extension === '.ods'))('page $type reads the .ods as the worked solutions do (read_ods)', ({ code }) => {
    expect(code[0]).toContain(odsReader.slice(odsReader.indexOf('TABLE = ')));
  });

  it.skipIf(pythonMissing).each(fileExamples)(
    'page $type: the file-reading example runs alone and prints what the page shows',
    ({ code, printed }) => {
      const run = spawnSync('python3', ['-'], { input: code[0], encoding: 'utf8', timeout: 30_000, cwd: folder });
      expect(run.error, 'python3 finished within 30 s').toBeUndefined();
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout.trim()).toBe(printed);
      expect(readdirSync(folder), 'the example writes no file').toEqual([]);
    },
  );
});

describe("the theory pages' examples in Pyodide (the page's 'Запустить')", () => {
  let pyodide: PyodideAPI;
  beforeAll(async () => {
    pyodide = await sharedPyodide(loadPyodide);
  });

  it.each(examples)('page $type: the Python code prints the answer', ({ code, answer }) => {
    const run = runInPyodide(pyodide, code);
    expect(run.error).toBeUndefined();
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe(answer);
  });

  it.each(fileExamples)('page $type: the file-reading example prints what the page shows', ({ code, printed }) => {
    const run = runInPyodide(pyodide, code[0] ?? '');
    expect(run.error).toBeUndefined();
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe(printed);
  });
});
