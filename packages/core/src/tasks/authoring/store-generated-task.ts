import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { CoreDeps } from '../../context/core-deps';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { AppError } from '../../errors/app-error';
import { generateBlock, isBlockType } from '../../generators/generate-block';
import { generateTask } from '../../generators/generate-task';
import { generatorIdOf } from '../../generators/generator-id';
import type { Difficulty } from '../../generators/task-generator';
import { insertBlock, insertTask } from './insert-task';
import { removeStoredFiles, saveTaskFile } from '../files/store-task-files';

export const generatorAuthorKey = 'generator_author_id';
/** Generators write informatics tasks only: the subject every generated task is stored under. */
export const generatedSubject = 'inf';
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
  // 19, 20 and 21 are one game's questions: stored only as their whole block (decision 065).
  if (isBlockType(key.type)) return (await storeGeneratedBlock(deps, key))[key.type - 19]!;
  const generated = generateTask(key.type, key.seed, key.difficulty);
  const existing = await findGenerated(deps.db, key, generated.generator.version);
  if (existing !== null) return existing;
  const authorId = await generatorAuthorId(deps.db);
  const saved: string[] = [];
  try {
    return await deps.db.transaction(async (trx) => {
      const id = await insertTask(trx, {
        subject: generatedSubject,
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

/**
 * Draws a fresh seed of a type and stores its task; the task is then a bank task like any other.
 * Types 19, 20 and 21 are asked as questions of one game: a whole block is stored and its question of
 * the type is given (decision 065).
 */
export async function storeFreshTask(deps: CoreDeps, type: number, difficulty: Difficulty = randomDifficulty()): Promise<number> {
  if (!isBlockType(type)) return storeGeneratedTask(deps, { type, seed: drawSeed(), difficulty });
  const ids = await storeFreshBlock(deps, difficulty);
  return ids[type - 19]!;
}

/** A fresh seed's 19–21 block, stored; its three task ids (19, 20, 21). */
export function storeFreshBlock(deps: CoreDeps, difficulty: Difficulty = randomDifficulty()): Promise<number[]> {
  return storeGeneratedBlock(deps, { seed: drawSeed(), difficulty });
}

type BlockKey = { seed: string; difficulty: Difficulty };

async function findGeneratedBlock(db: Knex, key: BlockKey, version: number): Promise<number[] | null> {
  const first = await findGenerated(db, { type: 19, ...key }, version);
  if (first === null) return null;
  const rows: { id: number }[] = await db('tasks')
    .whereIn('block_id', db('tasks').where({ id: first }).select('block_id'))
    .orderBy('block_position')
    .select('id');
  return rows.map((row) => row.id);
}

/**
 * Builds the 19–21 block a seed gives and stores it as a bank block (task_blocks and its three
 * questions) under the generator's account; returns the three task ids in order. Each question keeps
 * its own generator (type-19, type-20, type-21) with the block's seed, so the unique index of decision
 * 040 stores a seed once: a concurrent call loses on it, its whole block is rolled back, and it
 * returns the winner's ids.
 */
export async function storeGeneratedBlock(deps: CoreDeps, key: BlockKey): Promise<number[]> {
  const block = generateBlock(key.seed, key.difficulty);
  const existing = await findGeneratedBlock(deps.db, key, block.generator.version);
  if (existing !== null) return existing;
  const authorId = await generatorAuthorId(deps.db);
  try {
    const { taskIds } = await insertBlock(deps.db, {
      subject: generatedSubject,
      condition: block.condition,
      difficulty: key.difficulty,
      questions: block.questions.map((q) => ({
        type: q.type,
        question: q.question,
        answer: q.answer,
        solution: q.solution,
        generator: { id: generatorIdOf(q.type), version: block.generator.version, seed: key.seed },
      })),
      author_id: authorId,
    });
    return taskIds;
  } catch (error) {
    if (!isUniqueViolation(error, generatedTaskIndex)) throw error;
    const winner = await findGeneratedBlock(deps.db, key, block.generator.version);
    if (winner === null) throw error;
    return winner;
  }
}
