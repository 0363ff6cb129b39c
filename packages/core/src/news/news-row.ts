import type { Knex } from 'knex';
import type { NewsTable } from '../db/tables/news-table';

export type NewsRow = Pick<NewsTable, 'id' | 'title' | 'content' | 'short_content' | 'priority' | 'tags' | 'is_published' | 'date'> & {
  author_username: string | null;
};

/** News with its author's name, in the order every list shows: priority first, then the newest. */
export function selectNewsRows(db: Knex): Knex.QueryBuilder<NewsRow, NewsRow[]> {
  return db('news as n')
    .leftJoin('users as u', 'u.id', 'n.author_id')
    .select('n.id', 'n.title', 'n.content', 'n.short_content', 'n.priority', 'n.tags', 'n.is_published', 'u.username as author_username', 'n.date')
    .orderBy([
      { column: 'n.priority', order: 'desc' },
      { column: 'n.date', order: 'desc' },
      { column: 'n.id', order: 'desc' },
    ]) as unknown as Knex.QueryBuilder<NewsRow, NewsRow[]>;
}
