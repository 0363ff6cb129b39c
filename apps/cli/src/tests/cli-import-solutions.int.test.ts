import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUser } from '@ege/core/identity/create-user';
import { createTestDatabase, type TestDatabase } from '@ege/tools/test/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runEge } from '../testing/run-ege';

let t: TestDatabase;
let dataDir: string;
let work: string;
let authorId: number;

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'ege-cli-solutions-data-'));
  work = await mkdtemp(join(tmpdir(), 'ege-cli-solutions-'));
  authorId = (await createUser(t.db, { username: 'sol_author', email: 'sol_author@example.ru', password: 'secret-pass-1', role: 'author' })).id;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
});

const ege = (...argv: string[]) => runEge({ DATABASE_URL: t.url, DATA_DIR: dataDir }, argv);

async function writeTree(root: string, files: Record<string, string>): Promise<string> {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return root;
}

const solutionMd = ['Перебираем все N и **считаем** результат.', '', '```python', 'print(max(n for n in range(100) if n % 7 == 0))', '```', ''].join('\n');
const solutionOf = async (type: number) =>
  ((await t.db('tasks').where({ author_id: authorId, type }).first('solution')) as { solution: string | null } | undefined)?.solution;

describe("ege import of worked solutions ('Разбор')", () => {
  it('reads solution.md beside task.yaml (code fences kept) and solution-19.html in a block, sanitised; a changed one is a changed task', async () => {
    const bank = await writeTree(join(work, 'bank'), {
      'task/task.yaml': 'key: sol-1\ntype: 5\ndifficulty: 1\nanswer: 98\n',
      'task/text.md': 'Найдите наибольшее число.\n',
      'task/solution.md': solutionMd,
      'block/task.yaml': ['key: sol-block', "type: '19-21'", 'difficulty: 2', 'questions:', '  19: { question: Вопрос 19, answer: 10 }', '  20: { question: Вопрос 20, answer: [[11, 12]] }', '  21: { question: Вопрос 21, answer: 13 }', ''].join('\n'),
      'block/condition.md': 'Два игрока.\n',
      'block/solution-19.html': '<p>Разбор девятнадцатого</p><script>alert(1)</script>',
    });
    const result = await ege('import', bank, '--as', 'sol_author');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const solution = await solutionOf(5);
    expect(solution).toContain('<strong>считаем</strong>');
    expect(solution).toContain('<pre><code class="language-python">print(max(n for n in range(100) if n % 7 == 0))\n</code></pre>');
    expect(await solutionOf(19)).toBe('<p>Разбор девятнадцатого</p>');
    expect(await solutionOf(20)).toBeNull();

    const again = await ege('import', bank, '--as', 'sol_author');
    expect(again.stdout).toMatch(/без изменений\s+2/);

    // A changed 'Разбор' is a changed task: reported, then written with --update.
    await writeFile(join(bank, 'task/solution.md'), 'Новый разбор.\n');
    expect((await ege('import', bank, '--as', 'sol_author')).stdout).toMatch(/изменено, не обновлено\s+1/);
    expect((await ege('import', bank, '--as', 'sol_author', '--update')).stdout).toMatch(/обновлено\s+1/);
    expect(await solutionOf(5)).toBe('<p>Новый разбор.</p>');
  });

  it('refuses two solutions of one task, and a task-style solution in a block, naming the file', async () => {
    const bank = await writeTree(join(work, 'bad'), {
      'twice/task.yaml': 'type: 5\ndifficulty: 1\nanswer: 1\n',
      'twice/text.md': 'Текст.\n',
      'twice/solution.md': 'Раз.\n',
      'twice/solution.html': '<p>Два.</p>',
      'block/task.yaml': ["type: '19-21'", 'difficulty: 2', 'questions:', '  19: { question: В, answer: 1 }', '  20: { question: В, answer: [[1, 2]] }', '  21: { question: В, answer: 3 }', ''].join('\n'),
      'block/condition.md': 'Игра.\n',
      'block/solution.md': 'Общий разбор.\n',
    });
    const result = await ege('import', bank, '--as', 'sol_author');
    expect(result.code).toBe(2);
    expect(result.stdout + result.stderr).toContain('Разбор задан дважды: solution.html и solution.md — оставьте один');
    expect(result.stdout + result.stderr).toContain('У блока 19-21 разбор — у каждого вопроса свой');
  });
});
