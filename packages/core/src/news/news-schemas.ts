import { recordId } from '../validation/record-id';
import { z } from '../validation/z';

export const newsTitleMessage = 'Введите заголовок новости';
export const newsContentMessage = 'Введите текст новости';
const id = recordId();

const priorityMessage = 'Приоритет — целое число от -1000 до 1000';
const tagMessage = 'Тег — от 1 до 50 символов';

const title = z.string({ error: newsTitleMessage }).trim().min(1, newsTitleMessage).max(200, 'Заголовок не длиннее 200 символов');
/** Rich HTML from the editor; the service sanitises it as a task's text and refuses it when nothing readable is left. */
const content = z.string({ error: newsContentMessage }).max(100_000, 'Текст новости не длиннее 100 000 символов');
const shortContent = z.string({ error: 'Краткое описание — строка' }).trim().max(500, 'Краткое описание не длиннее 500 символов');
const priority = z.coerce.number({ error: priorityMessage }).int(priorityMessage).min(-1000, priorityMessage).max(1000, priorityMessage);
const tags = z
  .array(z.string({ error: tagMessage }).trim().min(1, tagMessage).max(50, tagMessage), { error: 'Теги — список строк' })
  .max(10, 'Не больше 10 тегов');
const isPublished = z.boolean({ error: 'is_published — true или false' });

/** SPEC §9: priority 0 and published unless said otherwise. */
export const createNewsInput = z.object({
  title,
  content,
  short_content: shortContent.default(''),
  priority: priority.default(0),
  tags: tags.default([]),
  is_published: isPublished.default(true),
});
export type CreateNewsInput = z.output<typeof createNewsInput>;

/** PUT changes the fields it names; the others stay. */
export const updateNewsInput = z.object({
  id,
  title: title.optional(),
  content: content.optional(),
  short_content: shortContent.optional(),
  priority: priority.optional(),
  tags: tags.optional(),
  is_published: isPublished.optional(),
});
export type UpdateNewsInput = z.output<typeof updateNewsInput>;

export const newsIdInput = z.object({ id });

const limitMessage = 'limit — от 1 до 20';
export const recentNewsInput = z
  .object({ limit: z.coerce.number({ error: limitMessage }).int(limitMessage).min(1, limitMessage).max(20, limitMessage).default(5) })
  .default({ limit: 5 });

export const newsItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  short_content: z.string(),
  priority: z.number(),
  tags: z.array(z.string()),
  is_published: z.boolean(),
  /** null once the author's account is deleted: the news stays. */
  author_username: z.string().nullable(),
  /** ISO 8601: when the news was written. */
  date: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsPublishStateSchema = z.object({ id: z.number(), is_published: z.boolean() });
