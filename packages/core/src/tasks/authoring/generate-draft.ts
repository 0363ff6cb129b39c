import { randomBytes } from 'node:crypto';
import { hitRateLimit, type RateRule } from '../../rate-limit/rate-limit';
import { assertAllowed, requireUser, type Actor } from '../../identity/actor';
import type { CoreDeps } from '../../context/core-deps';
import { blockKey } from '../bank/task-type-catalog';
import { generateBlock, isBlockType } from '../../generators/generate-block';
import { generateCheckedTask } from '../../generators/generate-checked-task';
import type { GenerateDraftInput, GeneratedBlockDraft, GeneratedDraft } from './generated-draft-schemas';
import { generatorIdOf } from '../../generators/generator-id';
import type { Difficulty, GeneratedAnswer } from '../../generators/task-generator';

export const defaultDraftDifficulty = 2;
/** Drafts an author may draw: each costs the generator and its checker (up to ~25 ms of CPU, types 2, 24, 25). */
export const generateDraftLimit: RateRule = { limit: 120, windowSeconds: 10 * 60 };

/** A generated answer as the form's answer fields. */
const answerFieldsOf = (answer: GeneratedAnswer) => ({
  answer_type: answer.kind,
  answer: answer.kind === 'field' ? answer.value : null,
  answers: answer.kind === 'table' ? answer.rows : null,
});

/**
 * The upload form's start from a generated task (issue 17): a fresh seed, the task solved by its
 * generator and again by the independent checker, as the form's fields; for 19, 20 or 21 the whole
 * block of one game (decision 065), as the block form's fields. Nothing is stored: the author edits the
 * form and uploads it like any task. Authors and admins only, generateDraftLimit each.
 */
export async function generateDraft(deps: CoreDeps, actor: Actor, input: GenerateDraftInput): Promise<GeneratedDraft> {
  assertAllowed(actor, 'authoring');
  await hitRateLimit(deps.db, `generate-draft:user:${requireUser(actor).id}`, generateDraftLimit);
  const difficulty = (input.difficulty ?? defaultDraftDifficulty) as Difficulty;
  const seed = randomBytes(6).toString('hex');
  if (isBlockType(input.type)) return blockDraftOf(seed, difficulty);
  const task = generateCheckedTask(input.type, seed, difficulty);
  return {
    kind: 'task',
    type: task.type,
    difficulty,
    text: task.text,
    ...answerFieldsOf(task.answer),
    solution: task.solution,
    files: task.files.map((file) => ({ name: file.name, content_base64: file.content.toString('base64') })),
    generator: { id: generatorIdOf(task.type), version: task.generator.version, seed: task.generator.seed },
  };
}

/** The block a seed gives, each answer checked twice; its generator is question 19's, as a block's task.yaml names it. */
function blockDraftOf(seed: string, difficulty: Difficulty): GeneratedBlockDraft {
  const block = generateBlock(seed, difficulty);
  return {
    kind: 'block',
    type: blockKey,
    difficulty,
    condition: block.condition,
    questions: block.questions.map((q) => ({ type: q.type, question: q.question, ...answerFieldsOf(q.answer), solution: q.solution })),
    generator: { id: generatorIdOf(19), version: block.generator.version, seed: block.generator.seed },
  };
}
