import type { CreateNewsInput, NewsItem } from '@ege/core/news/news-schemas';

/** The form's fields as the screen keeps them. */
export type NewsFormValues = {
  title: string;
  content: string;
  short_content: string;
  priority: number;
  tags: string[];
  is_published: boolean;
};

/** SPEC §9: a new item has priority 0 and is published. */
export const emptyNewsForm: NewsFormValues = { title: '', content: '', short_content: '', priority: 0, tags: [], is_published: true };

export function newsFormValuesOf(item: NewsItem): NewsFormValues {
  return { title: item.title, content: item.content, short_content: item.short_content, priority: item.priority, tags: item.tags, is_published: item.is_published };
}

export function newsInputOf(values: NewsFormValues): CreateNewsInput {
  return { ...values, title: values.title.trim(), short_content: values.short_content.trim() };
}
