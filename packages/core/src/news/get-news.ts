import type { Knex } from 'knex';
import type { Actor } from '../identity/actor';
import { maySeeHiddenNews } from './may-see-hidden-news';
import { newsNotFound } from './news-not-found';
import type { NewsItem } from './news-schemas';
import { selectNewsRows } from './news-row';
import { toNewsItem } from './to-news-item';

export async function getNews(db: Knex, actor: Actor, id: number): Promise<NewsItem> {
  const row = await selectNewsRows(db).where('n.id', id).first();
  if (!row || (!row.is_published && !maySeeHiddenNews(actor))) throw newsNotFound();
  return toNewsItem(row);
}
