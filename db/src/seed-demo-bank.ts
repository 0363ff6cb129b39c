import type { Knex } from 'knex';
import type { FileStorage } from '@ege/core/storage/file-storage';
import { insertBlock, insertTask, type NewAnswer } from '@ege/core/tasks/authoring/insert-task';
import { demoBlocks, demoTasks } from '../seeds/demo-bank/demo-bank';
import type { DemoAnswer } from '../seeds/demo-bank/demo-task';
import { workedSolutionHtml } from '../seeds/demo-bank/worked-solution-html';

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

/** Every demo task's and block question's 'Разбор' by its seed key (a block question's is `<block>-<type>`). */
function demoSolutions(): { key: string; solution: string }[] {
  return [
    ...demoTasks.flatMap((task) => (task.solution ? [{ key: task.key, solution: workedSolutionHtml(task.solution) }] : [])),
    ...demoBlocks.flatMap((block) => block.questions.flatMap((q) => (q.solution ? [{ key: `${block.key}-${q.type}`, solution: workedSolutionHtml(q.solution) }] : []))),
  ];
}

/**
 * A bank seeded by an earlier release gets the worked solutions written since, in one statement:
 * only rows whose solution differs are touched, so a start with nothing new writes nothing.
 */
async function updateDemoSolutions(db: Knex): Promise<void> {
  const solutions = demoSolutions();
  if (solutions.length === 0) return;
  await db.raw(
    `UPDATE tasks t SET solution = s.solution, export_hash = NULL, updated_at = now()
     FROM jsonb_to_recordset(?::jsonb) AS s(key text, solution text)
     WHERE t.seed_key = s.key AND t.solution IS DISTINCT FROM s.solution`,
    [JSON.stringify(solutions)],
  );
}

async function seedUnlocked(db: Knex, storage: FileStorage): Promise<{ tasks: number; blocks: number }> {
  const done = await db('settings').where({ key: seededKey }).first('key');
  if (done) {
    await updateDemoSolutions(db);
    return { tasks: 0, blocks: 0 };
  }
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
    await insertTask(db, {
      type: task.type,
      difficulty: task.difficulty,
      text: task.text,
      answer: toNewAnswer(task.answer),
      attachments,
      seed_key: task.key,
      solution: task.solution ? workedSolutionHtml(task.solution) : null,
    });
    tasks++;
  }
  for (const block of demoBlocks) {
    if (existingBlocks.has(block.key)) continue;
    await insertBlock(db, {
      condition: block.condition,
      difficulty: block.difficulty,
      seed_key: block.key,
      questions: block.questions.map((q) => ({ type: q.type, question: q.question, answer: toNewAnswer(q.answer), solution: q.solution ? workedSolutionHtml(q.solution) : null })),
    });
    blocks++;
  }
  // A run cut short and resumed: the tasks it inserted before have their solutions too.
  await updateDemoSolutions(db);
  await db('settings').insert({ key: seededKey, value: 'true' }).onConflict('key').ignore();
  return { tasks, blocks };
}
