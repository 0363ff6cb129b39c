import type { Knex } from 'knex';
import { AppError } from '../errors/app-error';
import { selectTheory, type TheoryRowWithAuthor } from './theory-row';
import { theoryNotFoundMessage } from './theory-schemas';

/** One theory row by id, or a 404 in Russian. */
export async function loadTheory(db: Knex, id: number): Promise<TheoryRowWithAuthor> {
  const row = await selectTheory(db).where('t.id', id).first();
  if (!row) throw new AppError('NOT_FOUND', theoryNotFoundMessage);
  return row;
}
