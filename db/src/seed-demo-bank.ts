import type { Knex } from 'knex';
import type { FileStorage } from '@ege/core/storage/file-storage';
import { insertBlock, insertTask, type NewAnswer } from '@ege/core/tasks/insert-task';
import { demoBlocks, demoTasks } from '../seeds/demo-bank/demo-bank';
import type { DemoAnswer } from '../seeds/demo-bank/demo-task';

const seededKey = 'demo_bank_seeded';
const seedLockKey = 2026_1122;

function toNewAnswer(answer: DemoAnswer): NewAnswer {
  return answer.kind === 'field' ? { kind: 'field', value: answer.value } : { kind: 'table', rows: answer.rows };
}

/**
 * Puts the demo bank in once per database, with its files in storage. Each task is keyed
 * (seed_key), so a run cut short resumes where it stopped and nothing is inserted twice.
 * Returns how many tasks and blocks it created now.
 */
export async function seedDemoBank(db: Knex, storage: FileStorage): Promise<{ tasks: number; blocks: number }> {
  // Two instances starting at once: the second waits here, then finds the bank seeded.
  return db.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(?)', [seedLockKey]);
    return seedUnlocked(trx, storage);
  });
}

async function seedUnlocked(db: Knex, storage: FileStorage): Promise<{ tasks: number; blocks: number }> {
  const done = await db('settings').where({ key: seededKey }).first('key');
  if (done) return { tasks: 0, blocks: 0 };
  const existing = new Set(((await db('tasks').whereNotNull('seed_key').select('seed_key')) as { seed_key: string }[]).map((r) => r.seed_key));
  const existingBlocks = new Set(((await db('task_blocks').whereNotNull('seed_key').select('seed_key')) as { seed_key: string }[]).map((r) => r.seed_key));
  let tasks = 0;
  let blocks = 0;
  for (const task of demoTasks) {
    if (existing.has(task.key)) continue;
    const attachments = [];
    for (const file of task.files ?? []) {
      const key = `tasks/demo/${task.key}/${file.name}`;
      await storage.save(key, file.build());
      attachments.push({ file: key, name: file.name });
    }
    await insertTask(db, { type: task.type, difficulty: task.difficulty, text: task.text, answer: toNewAnswer(task.answer), attachments, seed_key: task.key });
    tasks++;
  }
  for (const block of demoBlocks) {
    if (existingBlocks.has(block.key)) continue;
    await insertBlock(db, {
      condition: block.condition,
      difficulty: block.difficulty,
      seed_key: block.key,
      questions: block.questions.map((q) => ({ type: q.type, question: q.question, answer: toNewAnswer(q.answer) })),
    });
    blocks++;
  }
  await db('settings').insert({ key: seededKey, value: 'true' }).onConflict('key').ignore();
  return { tasks, blocks };
}
