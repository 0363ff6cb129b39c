import type { Knex } from 'knex';
import type { TheoryTable } from '../db/tables/theory-table';
import type { TheoryView } from './theory-schemas';

export type TheoryRow = TheoryTable;

export type TheoryRowWithAuthor = TheoryRow & { author_username: string | null };

/** Theory rows with their last editor's name; the caller adds the conditions. */
export function selectTheory(db: Knex): Knex.QueryBuilder {
  return db('theory as t').leftJoin('users as u', 'u.id', 't.author_id').select('t.*', 'u.username as author_username');
}

export function toTheoryView(row: TheoryRowWithAuthor): TheoryView {
  return {
    id: row.id,
    task_number: row.task_number,
    title: row.title,
    description: row.description,
    content: row.content,
    difficulty: row.difficulty,
    status: row.status,
    tags: row.tags,
    author_username: row.author_username,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
