import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatorOf } from '@ege/core/generators/generate-task';
import { fieldAnswer } from '@ege/core/generators/task-generator';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { exitCodes } from '../errors/exit-codes';
import { checkTaskFolder } from '../import/check-task-folder';
import { findTaskFolders, readTaskFolder } from '../import/read-task-folder';
import { runEge } from '../testing/run-ege';
import { generatorTypes } from './generate-options';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'ege-generate-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

// No database and no server: generate works on folders only.
const ege = (...argv: string[]) => runEge({ DATA_DIR: join(work, 'no-data') }, argv);

describe('ege generate refuses, in Russian, with the exit code table', () => {
  it('a type without a generator, listing the types that have one', async () => {
    // Generators keep coming: the first exam type still without one, or 28 once every type has one.
    const type = Array.from({ length: 28 }, (_, i) => i + 1).find((t) => !generatorTypes.includes(t))!;
    const run = await ege('generate', '--type', String(type), join(work, 'a'));
    expect(run.code).toBe(exitCodes.validation);
    // The list the program has, wrapped to the terminal's width.
    expect(run.stderr.replace(/\s+/g, ' ')).toContain(`--type: Для задания ${type} генератора нет. Генераторы есть для заданий: ${generatorTypes.join(', ')}`);
  });

  it('a count over 10,000 (and a difficulty out of 1–3)', async () => {
    const run = await ege('generate', '--type', '5', '--count', '10001', '--difficulty', '4', join(work, 'b'));
    expect(run.code).toBe(exitCodes.validation);
    expect(run.stderr).toContain('--count: Количество — целое число от 1 до 10000');
    expect(run.stderr).toContain('--difficulty: Сложность — 1 (лёгкая), 2 (средняя) или 3 (сложная)');
  });

  it.each([
    ['--count', '1e3', '--count: Количество — целое число от 1 до 10000'],
    ['--count', '2.0', '--count: Количество — целое число от 1 до 10000'],
    ['--type', '5.0', '--type: Укажите номер задания числом'],
    ['--type', '0x5', '--type: Укажите номер задания числом'],
    ['--difficulty', '2e0', '--difficulty: Сложность — 1 (лёгкая), 2 (средняя) или 3 (сложная)'],
  ])('%s %s: digits only, not a number JavaScript would read', async (option, value, message) => {
    const argv = { '--type': '5', '--count': '3', '--difficulty': '1', [option]: value };
    const run = await ege('generate', ...Object.entries(argv).flat(), join(work, `n-${option}-${value}`));
    expect(run.code).toBe(exitCodes.validation);
    expect(run.stderr).toContain(message);
  });

  it('a folder that exists and is not empty, writing nothing into it', async () => {
    const folder = join(work, 'full');
    await rm(folder, { recursive: true, force: true });
    await ege('generate', '--type', '7', '--count', '1', folder);
    await writeFile(join(folder, 'mine.txt'), 'x');
    const run = await ege('generate', '--type', '7', '--count', '1', folder);
    expect(run.code).toBe(exitCodes.usage);
    expect(run.stderr).toContain(`Папка ${folder} не пуста`);
  });

  it('no --type, and generation options beside --check', async () => {
    expect((await ege('generate', join(work, 'c'))).stderr).toContain('Укажите --type <N>');
    const run = await ege('generate', '--check', '--count', '5', join(work, 'c'));
    expect(run.code).toBe(exitCodes.usage);
    expect(run.stderr).toContain('С --check указывается только папка');
  });

  it('--check of a folder that is not there', async () => {
    const run = await ege('generate', '--check', join(work, 'missing'));
    expect(run.code).toBe(exitCodes.usage);
    expect(run.stderr).toContain('не найдена');
  });
});

describe('ege generate never writes a wrong task', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a checker that disagrees stops the run at that task (exit 7), the tasks before it stay', async () => {
    const generator = generatorOf(7);
    const check = generator.check.bind(generator);
    let calls = 0;
    vi.spyOn(generator, 'check').mockImplementation((params) => (++calls === 3 ? fieldAnswer('-1') : check(params)));
    const folder = join(work, 'disagree');
    const run = await ege('generate', '--type', '7', '--count', '5', '--seed', 'bad', folder);
    expect(run.code).toBe(exitCodes.internal);
    expect(run.stderr).toContain('Генератор задания 7 и его независимая проверка дали разные ответы (seed bad-3)');
    expect(await readdir(join(folder, '07'))).toEqual(['type-07-bad-1', 'type-07-bad-2']);
  });

  it('a generator that cannot draw a task in 1,000 draws fails loudly and writes nothing', async () => {
    vi.spyOn(generatorOf(5), 'draw').mockReturnValue(null);
    const folder = join(work, 'degenerate');
    const run = await ege('generate', '--type', '5', '--count', '2', folder);
    expect(run.code).toBe(exitCodes.internal);
    expect(run.stderr).toContain('Генератор задания 5 не построил задачу за 1000 попыток');
    expect(await readdir(folder)).toEqual([]);
  });
});

describe('ege generate --json', () => {
  it('prints the report as data: what was written, then what --check found', async () => {
    const folder = join(work, 'json');
    const run = await ege('generate', '--type', '13', '--count', '3', '--seed', 'js', '--difficulty', '2', '--json', folder);
    expect(run.code).toBe(exitCodes.ok);
    expect(JSON.parse(run.stdout)).toMatchObject({ folder, type: 13, count: 3, seed: 'js', difficulty: 2, files: 0 });
    const check = await ege('generate', '--check', '--json', folder);
    expect(check.code).toBe(exitCodes.ok);
    expect(JSON.parse(check.stdout)).toEqual({ folder, checked: 3, skipped: 0, problems: [], notes: [] });
  });
});

describe('ege generate --type 19 (20, 21): whole 19–21 blocks (decision 065)', () => {
  it('writes block folders that import reads as blocks, with three answers and three worked solutions', async () => {
    const folder = join(work, 'blocks');
    const run = await ege('generate', '--type', '20', '--count', '2', '--seed', 'blk', '--json', folder);
    expect(run.code, run.stderr).toBe(exitCodes.ok);
    expect(JSON.parse(run.stdout)).toMatchObject({ type: 20, count: 2, files: 0 });
    expect(await readdir(join(folder, '19-21'))).toEqual(['type-19-21-blk-1', 'type-19-21-blk-2']);
    expect((await readdir(join(folder, '19-21', 'type-19-21-blk-1'))).sort()).toEqual(['condition.html', 'solution-19.html', 'solution-20.html', 'solution-21.html', 'task.yaml']);
    for (const found of findTaskFolders(folder)) {
      const { folder: read, problems } = readTaskFolder(folder, found);
      expect(problems).toEqual([]);
      expect(read!.kind).toBe('block');
      const checked = await checkTaskFolder(read!);
      expect(checked.ok, JSON.stringify(checked)).toBe(true);
      if (checked.ok) expect(Object.keys(checked.task.form)).toEqual(expect.arrayContaining(['condition', 'answer_19', 'answer_20', 'answer_21', 'solution_19', 'solution_20', 'solution_21']));
    }
    // --check rebuilds each block from question 19's generator and checks the three answers.
    const check = await ege('generate', '--check', '--json', folder);
    expect(JSON.parse(check.stdout)).toEqual({ folder, checked: 2, skipped: 0, problems: [], notes: [] });
    const manifest = join(folder, '19-21', 'type-19-21-blk-2', 'task.yaml');
    await writeFile(manifest, (await readFile(manifest, 'utf8')).replace(/answer: "(\d+)"\n(?![\s\S]*answer: ")/, 'answer: "999999"\n'));
    const tampered = JSON.parse((await ege('generate', '--check', '--json', folder)).stdout) as { problems: { folder: string; message: string }[] };
    expect(tampered.problems).toEqual([{ folder: '19-21/type-19-21-blk-2', message: expect.stringMatching(/^вопрос 21: в task.yaml ответ 999999, а независимая проверка даёт \d+$/) }]);
  });
});
