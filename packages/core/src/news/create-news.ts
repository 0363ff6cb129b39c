import type { Actor } from '../identity/actor';
import type { CoreDeps } from '../context/core-deps';
import { cleanNewsContent } from './clean-news-content';
import { getNews } from './get-news';
import type { CreateNewsInput, NewsItem } from './news-schemas';
import { uniqueTags } from './unique-tags';

/** The author is the signed-in writer (none for the CLI's operator); the date is now. */
export async function createNews(deps: CoreDeps, actor: Actor, input: CreateNewsInput): Promise<NewsItem> {
  const [row] = await deps.db('news')
    .insert({
      title: input.title,
      content: cleanNewsContent(input.content),
      short_content: input.short_content,
      priority: input.priority,
      tags: uniqueTags(input.tags),
      is_published: input.is_published,
      author_id: actor.kind === 'user' ? actor.user.id : null,
      date: deps.clock.now(),
    })
    .returning('id');
  return getNews(deps.db, actor, row!.id);
}
