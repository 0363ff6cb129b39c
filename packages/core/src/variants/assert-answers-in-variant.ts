import { AppError } from '../errors/app-error';
import type { VariantAnswers } from './variant-schemas';

/** Answers are keyed by task id; a key that is not a task of the variant is a client bug, refused. */
export function assertAnswersInVariant(answers: VariantAnswers, taskIds: readonly number[]): void {
  const ids = new Set(taskIds.map(String));
  const foreign = Object.keys(answers).filter((key) => !ids.has(key));
  if (foreign.length > 0) {
    const message = `Ответы на задания не из этого варианта: ${foreign.join(', ')}`;
    throw new AppError('BAD_REQUEST', message, { fields: { answers: [message] } });
  }
}
