import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { CoreDeps } from '../../context/core-deps';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { AppError } from '../../errors/app-error';
import { generateTask } from '../../generators/generate-task';
import { generatorIdOf } from '../../generators/generator-id';
import type { Difficulty } from '../../generators/task-generator';
import { insertTask } from './insert-task';
import { removeStoredFiles, saveTaskFile } from '../files/store-task-files';

export const generatorAuthorKey = 'generator_author_id';
/** The unique index that stores one generated task once (decision 040). */
export const generatedTaskIndex = 'tasks_generator_seed';

/** A fresh seed: 48 random bits, as hex. */
function drawSeed(): string {
  return randomBytes(6).toString('hex');
}

const randomDifficulty = (): Difficulty => (1 + Math.floor(Math.random() * 3)) as Difficulty;

/** The account generated tasks belong to (made by the migration of decision 040). */
export async function generatorAuthorId(db: Knex): Promise<number> {
  const row = await db('settings').where({ key: generatorAuthorKey }).first('value');
  if (typeof row?.value !== 'number') throw new AppError('INTERNAL_SERVER_ERROR', 'Нет учётной записи генератора заданий');
  return row.value;
}

type GeneratedKey = { type: number; seed: string; difficulty: Difficulty };

async function findGenerated(db: Knex, key: GeneratedKey, version: number): Promise<number | null> {
  const row = await db('tasks')
    .where({ generator: generatorIdOf(key.type), generator_version: version, generator_seed: key.seed, difficulty: key.difficulty })
    .first('id');
  return row?.id ?? null;
}

/**
 * Builds the task a seed gives and stores it as a bank task of subject inf under the generator's
 * account, with its files as attachments and its worked solution; returns its id. A seed is stored
 * once: when it is stored already (or a concurrent call stores it first) that task's id is returned.
 */
export async function storeGeneratedTask(deps: CoreDeps, key: GeneratedKey): Promise<number> {
  const generated = generateTask(key.type, key.seed, key.difficulty);
  const existing = await findGenerated(deps.db, key, generated.generator.version);
  if (existing !== null) return existing;
  const authorId = await generatorAuthorId(deps.db);
  const saved: string[] = [];
  try {
    return await deps.db.transaction(async (trx) => {
      const id = await insertTask(trx, {
        subject: 'inf',
        type: key.type,
        difficulty: key.difficulty,
        text: generated.text,
        answer: generated.answer,
        solution: generated.solution,
        author_id: authorId,
        generator: { id: generatorIdOf(key.type), version: generated.generator.version, seed: key.seed },
      });
      const attachments = [];
      for (const [position, file] of generated.files.entries()) {
        const stored = await saveTaskFile(deps.storage, `tasks/${id}`, { data: file.content, name: file.name, extension: file.name.split('.').pop() ?? 'txt' });
        saved.push(stored);
        attachments.push({ task_id: id, file: stored, name: file.name, position });
      }
      if (attachments.length > 0) await trx('task_attachments').insert(attachments);
      return id;
    });
  } catch (error) {
    await removeStoredFiles(deps.storage, saved);
    if (!isUniqueViolation(error, generatedTaskIndex)) throw error;
    const winner = await findGenerated(deps.db, key, generated.generator.version);
    if (winner === null) throw error;
    return winner;
  }
}

/** Draws a fresh seed of a type and stores its task; the task is then a bank task like any other. */
export function storeFreshTask(deps: CoreDeps, type: number, difficulty: Difficulty = randomDifficulty()): Promise<number> {
  return storeGeneratedTask(deps, { type, seed: drawSeed(), difficulty });
}
