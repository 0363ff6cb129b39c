import type { Actor } from '../identity/actor';
import type { CoreDeps } from '../context/core-deps';
import { cleanNewsContent } from './clean-news-content';
import { getNews } from './get-news';
import { newsNotFound } from './news-not-found';
import type { NewsItem, UpdateNewsInput } from './news-schemas';
import { uniqueTags } from './unique-tags';

/** Changes the fields given; the date stays the one it was written on, so an edit does not move it up. */
export async function updateNews(deps: CoreDeps, actor: Actor, input: UpdateNewsInput): Promise<NewsItem> {
  const { id, content, tags, ...plain } = input;
  const changes = {
    ...plain,
    ...(content === undefined ? {} : { content: cleanNewsContent(content) }),
    ...(tags === undefined ? {} : { tags: uniqueTags(tags) }),
    updated_at: deps.clock.now(),
  };
  const updated = await deps.db('news').where({ id }).update(changes);
  if (updated === 0) throw newsNotFound();
  return getNews(deps.db, actor, id);
}
