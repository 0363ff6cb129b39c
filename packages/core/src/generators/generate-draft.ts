import { randomBytes } from 'node:crypto';
import { hitRateLimit, type RateRule } from '../rate-limit/rate-limit';
import { assertAllowed, requireUser, type Actor } from '../identity/actor';
import type { CoreDeps } from '../context/core-deps';
import { generateCheckedTask } from './generate-checked-task';
import type { GenerateDraftInput, GeneratedDraft } from './generated-draft-schemas';
import { generatorIdOf } from './generator-id';

export const defaultDraftDifficulty = 2;
/** Drafts an author may draw: each costs the generator and its checker (up to ~25 ms of CPU, types 2, 24, 25). */
export const generateDraftLimit: RateRule = { limit: 120, windowSeconds: 10 * 60 };

/**
 * The upload form's start from a generated task (issue 17): a fresh seed, the task solved by its
 * generator and again by the independent checker, as the form's fields. Nothing is stored: the author
 * edits the form and uploads it like any task. Authors and admins only, generateDraftLimit each.
 */
export async function generateDraft(deps: CoreDeps, actor: Actor, input: GenerateDraftInput): Promise<GeneratedDraft> {
  assertAllowed(actor, 'authoring');
  await hitRateLimit(deps.db, `generate-draft:user:${requireUser(actor).id}`, generateDraftLimit);
  const difficulty = (input.difficulty ?? defaultDraftDifficulty) as 1 | 2 | 3;
  const task = generateCheckedTask(input.type, randomBytes(6).toString('hex'), difficulty);
  return {
    type: task.type,
    difficulty,
    text: task.text,
    answer_type: task.answer.kind,
    answer: task.answer.kind === 'field' ? task.answer.value : null,
    answers: task.answer.kind === 'table' ? task.answer.rows : null,
    solution: task.solution,
    files: task.files.map((file) => ({ name: file.name, content_base64: file.content.toString('base64') })),
    generator: { id: generatorIdOf(task.type), version: task.generator.version, seed: task.generator.seed },
  };
}
