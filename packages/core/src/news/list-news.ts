import type { Actor } from '../identity/actor';
import type { Knex } from 'knex';
import { maySeeHiddenNews } from './may-see-hidden-news';
import type { NewsItem } from './news-schemas';
import { selectNewsRows } from './news-row';
import { toNewsItem } from './to-news-item';

/**
 * Every news item the caller may see, whole: a trainer publishes a few a month, so the list is not
 * paged (docs/decisions/028).
 */
export async function listNews(db: Knex, actor: Actor): Promise<NewsItem[]> {
  const query = selectNewsRows(db);
  if (!maySeeHiddenNews(actor)) query.where('n.is_published', true);
  return (await query).map(toNewsItem);
}
