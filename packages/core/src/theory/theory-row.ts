import type { Knex } from 'knex';
import type { TheoryStatus, TheoryView } from './theory-schemas';

export type TheoryRow = {
  id: number;
  task_number: number;
  title: string;
  description: string;
  content: string;
  difficulty: number;
  status: TheoryStatus;
  tags: string[];
  author_id: number | null;
  seed_hash: string | null;
  created_at: Date;
  updated_at: Date;
};

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
