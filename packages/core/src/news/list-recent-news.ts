import type { Knex } from 'knex';
import type { NewsItem } from './news-schemas';
import { selectNewsRows } from './news-row';
import { toNewsItem } from './to-news-item';

/** The profile's block: the newest published news, by date alone (priority orders the full list). */
export async function listRecentNews(db: Knex, limit: number): Promise<NewsItem[]> {
  const rows = await selectNewsRows(db)
    .clearOrder()
    .where('n.is_published', true)
    .orderBy([
      { column: 'n.date', order: 'desc' },
      { column: 'n.id', order: 'desc' },
    ])
    .limit(limit);
  return rows.map(toNewsItem);
}
