import { recordId } from '../validation/record-id';
import { z } from '../validation/z';
import { messages } from '../text/messages';

export const theoryStatuses = ['draft', 'published', 'archived'] as const;
export type TheoryStatus = (typeof theoryStatuses)[number];

export const titleRequiredMessage = 'Заголовок обязателен';
export const taskNumberMessage = 'Номер задания — число от 1 до 27';
export const statusMessage = 'Статус — draft (черновик), published (опубликовано) или archived (в архиве)';
export const difficultyMessage = 'Сложность — 1, 2 или 3';
export const theoryNotFoundMessage = messages.theoryNotFound;

const whole = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

const taskNumber = whole(taskNumberMessage, 1, 27);
const title = z.string({ error: titleRequiredMessage }).trim().min(1, titleRequiredMessage).max(200, 'Заголовок — не длиннее 200 символов');
const description = z.string({ error: 'Описание — строка' }).trim().max(2000, 'Описание — не длиннее 2000 символов');
const content = z.string({ error: 'Содержание — строка HTML' }).max(500_000, 'Содержание слишком длинное: не более 500 000 символов');
const difficulty = whole(difficultyMessage, 1, 3);
const status = z.enum(theoryStatuses, { error: statusMessage });
const tags = z
  .array(z.string({ error: 'Тег — строка' }).trim().min(1, 'Тег не может быть пустым').max(50, 'Тег — не длиннее 50 символов'), { error: 'Теги — список строк' })
  .max(20, 'Не более 20 тегов');

const id = recordId();

export const theoryIdInput = z.object({ id });
export const listTheoryInput = z.object({ task_number: taskNumber.optional() });

export const createTheoryInput = z.object({
  task_number: taskNumber,
  title,
  description: description.default(''),
  content: content.default(''),
  difficulty: difficulty.default(1),
  status: status.default('draft'),
  tags: tags.default([]),
});
export type CreateTheoryInput = z.infer<typeof createTheoryInput>;

/** Only the fields given change. */
export const updateTheoryInput = z.object({
  id,
  task_number: taskNumber.optional(),
  title: title.optional(),
  description: description.optional(),
  content: content.optional(),
  difficulty: difficulty.optional(),
  status: status.optional(),
  tags: tags.optional(),
});
export type UpdateTheoryInput = z.infer<typeof updateTheoryInput>;

export const theorySchema = z.object({
  id: z.number(),
  task_number: z.number(),
  title: z.string(),
  description: z.string(),
  content: z.string(),
  difficulty: z.number(),
  status: z.enum(theoryStatuses),
  tags: z.array(z.string()),
  author_username: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TheoryView = z.infer<typeof theorySchema>;

export const theoryListSchema = z.array(theorySchema);
export const theoryImageSchema = z.object({ location: z.string() });
export const theoryDeletedSchema = z.object({ detail: z.string() });
