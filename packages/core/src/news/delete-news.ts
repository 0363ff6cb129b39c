import type { Knex } from 'knex';
import { newsNotFound } from './news-not-found';

export async function deleteNews(db: Knex, id: number): Promise<void> {
  const deleted = await db('news').where({ id }).delete();
  if (deleted === 0) throw newsNotFound();
}
