import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import { countKeys } from '@ege/core/variants/variant-schemas';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The types whose exam task hands the student files, and the files' kinds (EXAM.md). */
const filesOf: Record<number, string[]> = {
  3: ['ods'], 9: ['ods'], 10: ['odt'], 17: ['txt'], 18: ['ods'], 22: ['ods'], 24: ['txt'], 26: ['txt'], 27: ['txt', 'txt'],
};

describe('a full exam variant on an empty bank', () => {
  it("is made of generated tasks: every type 1–27 in order, the 19–21 block whole, each type's files in the exam's formats", async () => {
    expect(Number((await t.deps.db('tasks').count({ n: '*' }).first())!.n)).toBe(0);
    const student = await signIn(t, 'student');
    const tasksByType = Object.fromEntries(countKeys.map((key) => [key, 1]));
    const response = await student.request('POST', '/api/tasks/variants/', { json: { tasksByType, fill_generated: true } });
    expect(response.statusCode, response.body).toBe(200);
    const tasks = (response.json() as { task_payloads: TaskPayload[] }).task_payloads;
    expect(tasks.map((task) => task.type)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    for (const task of tasks) expect(task.generator?.id, `type ${task.type}`).toBe(`type-${String(task.type).padStart(2, '0')}`);
    const block = tasks.filter((task) => task.type >= 19 && task.type <= 21);
    expect(new Set(block.map((task) => task.block_id)).size).toBe(1);
    expect(block[0]!.block_id).not.toBeNull();
    for (const task of tasks) {
      const kinds = task.attachments.map((file) => file.file.split('.').pop());
      expect(kinds, `type ${task.type}`).toEqual(filesOf[task.type] ?? []);
    }
    // The student's client holds no answer of an unsolved task.
    expect(response.body).not.toMatch(/"answer"\s*:\s*"[^"]/);
  });
});
