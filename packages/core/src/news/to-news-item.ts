import type { NewsItem } from './news-schemas';
import type { NewsRow } from './news-row';

export function toNewsItem(row: NewsRow): NewsItem {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    short_content: row.short_content,
    priority: row.priority,
    tags: row.tags,
    is_published: row.is_published,
    author_username: row.author_username,
    date: row.date.toISOString(),
  };
}
