import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

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

  // Each example takes well under a second of CPU; the generous limits only keep a loaded shared machine from failing it.
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
    60_000,
  );
});
