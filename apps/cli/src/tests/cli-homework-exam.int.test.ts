import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatMoscowDateTime } from '@ege/core/homework/homework-messages';
import { createUser } from '@ege/core/identity/create-user';
import { createTestDatabase, type TestDatabase } from '@ege/tools/test/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeworkAssigned } from '../homework/homework-views';
import { runEge } from '../testing/run-ege';

let t: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'ege-cli-homework-exam-'));
  await createUser(t.db, { username: 'exam_teacher', email: 'exam_teacher@example.ru', password: 'secret-pass-1', role: 'teacher' });
  await createUser(t.db, { username: 'exam_student', email: 'exam_student@example.ru', password: 'secret-pass-1', role: 'student' });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const ege = (...argv: string[]) => runEge({ DATABASE_URL: t.url, DATA_DIR: dataDir }, argv);
/** Moscow wall time as the options take it, some hours from now (the CLI runs on the real clock), to the minute. */
const moscowIn = (hours: number) => formatMoscowDateTime(new Date(Date.now() + hours * 3_600_000)).replace(/^(\d{2})\.(\d{2})\.(\d{4}) /, '$3-$2-$1 ');

describe('ege homework assign --exam-opens --exam-closes', () => {
  it('assigns a rehearsal with its window in Moscow time and no tasks (decision 044)', async () => {
    const opens = moscowIn(1);
    const closes = moscowIn(49);
    const result = await ege('homework', 'assign', '--as', 'exam_teacher', '--users', 'exam_student', '--exam-opens', opens, '--exam-closes', closes, '--json');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const [assigned] = (JSON.parse(result.stdout) as HomeworkAssigned).assigned;
    expect(assigned).toMatchObject({ username: 'exam_student', total: 27, tasks: {} });
    expect(formatMoscowDateTime(new Date(assigned!.exam!.opens_at))).toBe(formatMoscowDateTime(new Date(`${opens.replace(' ', 'T')}:00+03:00`)));
    const row = (await t.db('homework_assignments').where({ id: assigned!.homework_id }).first('kind')) as { kind: string };
    expect(row.kind).toBe('exam');
    expect(await t.db('homework_tasks').where({ assignment_id: assigned!.homework_id })).toEqual([]);

    const shown = await ege('homework', 'assign', '--as', 'exam_teacher', '--users', 'exam_student', '--exam-opens', opens, '--exam-closes', closes);
    expect(shown.stdout).toMatch(new RegExp(`exam_student — ДЗ #\\d+, пробный экзамен: начать можно с \\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2} до`));
  });

  it('refuses half a window, a window beside --tasks, and the server’s bad window, in Russian', async () => {
    const half = await ege('homework', 'assign', '--as', 'exam_teacher', '--users', 'exam_student', '--exam-opens', moscowIn(1));
    expect(half.code).toBe(1);
    expect(half.stderr).toContain('укажите оба времени, --exam-opens и --exam-closes');
    const both = await ege('homework', 'assign', '--as', 'exam_teacher', '--users', 'exam_student', '--tasks', '1:1', '--exam-opens', moscowIn(1), '--exam-closes', moscowIn(2));
    expect(both.code).toBe(1);
    expect(both.stderr).toContain('Укажите что-то одно: --tasks (задания) или --exam-opens/--exam-closes');
    const backwards = await ege('homework', 'assign', '--as', 'exam_teacher', '--users', 'exam_student', '--exam-opens', moscowIn(5), '--exam-closes', moscowIn(2));
    expect(backwards.code).toBe(2);
    expect(backwards.stderr).toContain('Окончание окна должно быть позже начала');
  });
});
