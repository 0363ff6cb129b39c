import { recordId } from '../../validation/record-id';
import { formBoolean } from '../../validation/form-boolean';
import { z } from '../../validation/z';
import { blockKey, type BlockKey, blockTypes } from '../bank/task-type-catalog';
import { readTaskAnswer, type AnswerFields, type ReadAnswer } from '../checking/read-task-answer';
import { taskIdInput, taskPayloadSchema } from '../bank/task-schemas';
import { messages } from '../../text/messages';

/*
 * Inputs of the authoring calls. Multipart forms send every field as a string, JSON sends numbers
 * and arrays: each field takes both. An empty form input ('') counts as not given.
 */

export const subjectRequiredMessage = messages.subjectRequired;
export const typeRequiredMessage = 'Укажите тип задания';
export const typeInvalidMessage = 'Тип задания — число от 1 до 27 или 19-21';
export const blockTypeMessage = 'Задания 19, 20 и 21 загружаются блоком: выберите тип 19-21';
export const difficultyRequiredMessage = 'Укажите сложность';
export const difficultyInvalidMessage = messages.difficulty;
export const conditionRequiredMessage = messages.blockConditionRequired;
export const tableRowsMessage = 'Число строк таблицы — от 1 до 20';
export const tableColsMessage = 'Число столбцов таблицы — от 1 до 20';

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const blankToUndefined = (value: unknown) => (isBlank(value) ? undefined : value);

/** A whole number given as a number or a form string, with its own "required" and "invalid" messages. */
function formInt(required: string, invalid: string, min: number, max: number) {
  return z
    .union([z.number(), z.string()], { error: (issue) => (issue.input === undefined ? required : invalid) })
    .transform((value, ctx) => {
      if (isBlank(value)) {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      const number = typeof value === 'number' ? value : Number(value.trim());
      if (!Number.isInteger(number) || number < min || number > max) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return number;
    });
}

function optionalFormInt(invalid: string, min: number, max: number) {
  return z.preprocess(blankToUndefined, formInt(invalid, invalid, min, max).optional());
}


const subject = z.string({ error: subjectRequiredMessage }).trim().min(1, subjectRequiredMessage).max(20, 'Код предмета — не длиннее 20 символов');
const html = z.string({ error: 'Текст задания — строка HTML' }).max(200_000, 'Текст слишком длинный: не более 200 000 символов');
/** The worked solution ('Разбор'): optional HTML, sanitised when stored; blank means none. */
const solutionHtml = z
  .string({ error: 'Разбор — строка HTML' })
  .max(200_000, 'Разбор слишком длинный: не более 200 000 символов')
  .meta({ description: 'Разбор решения (HTML, код — в <pre><code>); показывается после решения или просмотра ответа' });
const difficulty = formInt(difficultyRequiredMessage, difficultyInvalidMessage, 1, 3);
const answerType = z.preprocess(
  blankToUndefined,
  z.enum(['field', 'table'], { error: 'Тип ответа — field (поле) или table (таблица)' }).optional(),
);
/**
 * A field answer, or a table as '1 2 | 3 4', JSON rows in a string, or (from JSON) rows themselves:
 * its shape depends on answer_type, so readTaskAnswer checks it, with one message per mistake.
 */
const answer = z.unknown().optional().meta({ description: "Ответ: строка; для таблицы '1 2 | 3 4', JSON-строки [[\"1\",\"2\"]] или массив строк таблицы" });
const tableRows = optionalFormInt(tableRowsMessage, 1, 20);
const tableCols = optionalFormInt(tableColsMessage, 1, 20);

/** 1–27 as a number, or '19-21' for a block. */
const typeOrBlock = z
  .union([z.number(), z.string()], { error: (issue) => (issue.input === undefined ? typeRequiredMessage : typeInvalidMessage) })
  .transform((value, ctx): number | BlockKey => {
    const text = String(value).trim();
    if (text === blockKey) return blockKey;
    const number = text === '' ? NaN : Number(text);
    const message = text === '' ? typeRequiredMessage : !Number.isInteger(number) || number < 1 || number > 27 ? typeInvalidMessage : null;
    if (message) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return number;
  });

const questionFields = {
  question_19: html.optional(),
  answer_type_19: answerType,
  answer_19: answer,
  table_rows_19: tableRows,
  table_cols_19: tableCols,
  solution_19: solutionHtml.optional(),
  question_20: html.optional(),
  answer_type_20: answerType,
  answer_20: answer,
  table_rows_20: tableRows,
  table_cols_20: tableCols,
  solution_20: solutionHtml.optional(),
  question_21: html.optional(),
  answer_type_21: answerType,
  answer_21: answer,
  table_rows_21: tableRows,
  table_cols_21: tableCols,
  solution_21: solutionHtml.optional(),
};

type FormValue = Record<string, unknown>;

const wholeNumber = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);
const answerFieldsOf = (form: FormValue, suffix: string): AnswerFields => ({
  answer_type: form[`answer_type${suffix}`] === 'field' || form[`answer_type${suffix}`] === 'table' ? (form[`answer_type${suffix}`] as 'field' | 'table') : undefined,
  answer: form[`answer${suffix}`],
  table_rows: wholeNumber(form[`table_rows${suffix}`]),
  table_cols: wholeNumber(form[`table_cols${suffix}`]),
});

/** The fields a form needs besides its type: an answer for a task; a condition, questions and answers for a block. */
function checkFormByType(form: FormValue, ctx: z.RefinementCtx) {
  const addErrors = (errors: Record<string, string[]>) => {
    for (const [key, messages] of Object.entries(errors)) for (const message of messages) ctx.addIssue({ code: 'custom', message, path: [key] });
  };
  if (form.type === blockKey) {
    if (isBlank(form.condition) && isBlank(form.text)) addErrors({ condition: [conditionRequiredMessage] });
    for (const type of blockTypes) {
      if (isBlank(form[`question_${type}`])) addErrors({ [`question_${type}`]: [`Укажите вопрос ${type}`] });
      const read = readTaskAnswer(type, answerFieldsOf(form, `_${type}`), `_${type}`);
      if (!read.ok) addErrors(read.errors);
    }
    return;
  }
  const type = wholeNumber(form.type);
  if (type === undefined || type < 1 || type > 27) return;
  if ((blockTypes as readonly number[]).includes(type)) addErrors({ type: [blockTypeMessage] });
  const read = readTaskAnswer(type, answerFieldsOf(form, ''));
  if (!read.ok) addErrors(read.errors);
}

export type TaskForm = {
  kind: 'task';
  subject: string;
  type: number;
  difficulty: number;
  text: string;
  question: string | null;
  /** Given only when the form has one, so a task without it hashes as before (`ege import`). */
  solution?: string;
} & ReadAnswer;

export type BlockForm = {
  kind: 'block';
  subject: string;
  difficulty: number;
  condition: string;
  questions: ({ type: 19 | 20 | 21; question: string; solution?: string } & ReadAnswer)[];
};

/** The fields of an upload form, before their checks; `ege import` extends them with its key. */
export const createTaskFields = z.object({
  subject: subject.default('inf'),
  type: typeOrBlock,
  difficulty,
  text: html.optional(),
  question: html.optional(),
  answer_type: answerType,
  answer,
  table_rows: tableRows,
  table_cols: tableCols,
  solution: solutionHtml.optional(),
  condition: html.optional(),
  ...questionFields,
});
type CreateTaskFields = z.output<typeof createTaskFields>;

/** The checks of an upload form across fields; runs even when other fields failed, so that one answer names every missing field. */
export const checkTaskFields = [checkFormByType, { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null }] as const;

/** The checked form as a task or a block, its answers read. */
export function taskFormOf(form: CreateTaskFields, ctx: z.RefinementCtx): TaskForm | BlockForm {
  // checkFormByType has read every answer already; a failure here cannot happen but is not hidden.
  const read = (type: number, suffix: string): ReadAnswer => {
    const result = readTaskAnswer(type, answerFieldsOf(form, suffix), suffix);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: Object.values(result.errors)[0]![0]!, path: Object.keys(result.errors) });
    return { answer: { kind: 'field', value: '' }, table_shape: null };
  };
  const solutionOf = (value: string | undefined) => (isBlank(value) ? {} : { solution: value! });
  if (form.type === blockKey) {
    return {
      kind: 'block',
      subject: form.subject,
      difficulty: form.difficulty,
      condition: form.condition ?? form.text ?? '',
      questions: blockTypes.map((type) => ({ type, question: form[`question_${type}`] ?? '', ...solutionOf(form[`solution_${type}`]), ...read(type, `_${type}`) })),
    };
  }
  return {
    kind: 'task',
    subject: form.subject,
    type: form.type,
    difficulty: form.difficulty,
    text: form.text ?? '',
    question: isBlank(form.question) ? null : (form.question ?? null),
    ...solutionOf(form.solution),
    ...read(form.type, ''),
  };
}

/**
 * POST /tasks/ (multipart, with files) and POST /tasks/tasks/ (JSON): one task of types 1–27 except
 * 19–21, or with type '19-21' a block of a condition and three questions.
 */
export const createTaskInput = createTaskFields.superRefine(...checkTaskFields).transform(taskFormOf);
export type CreateTaskInput = z.output<typeof createTaskInput>;

const attachmentIds = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').map((part) => part.trim()).filter(Boolean) : typeof value === 'number' ? [value] : value),
  z.array(recordId('Некорректный id вложения'), {
    error: 'Список id вложений: 1,2 или [1, 2]',
  }),
);

/**
 * PUT /tasks/tasks/{id}/ (JSON or multipart): only the fields given change. New attachments are
 * added (4 at most in all); remove_attachments lists ids to drop. In a 19–21 block, text (or
 * condition), subject, difficulty and the solution document are the block's and change for all three.
 */
export const updateTaskInput = taskIdInput.extend({
  subject: subject.optional(),
  type: z.preprocess(blankToUndefined, formInt(typeRequiredMessage, messages.typeNumber, 1, 27).optional()),
  difficulty: z.preprocess(blankToUndefined, difficulty.optional()),
  text: html.optional(),
  condition: html.optional(),
  question: html.optional(),
  answer_type: answerType,
  answer,
  table_rows: tableRows,
  table_cols: tableCols,
  /** This task's own (a block question's own): '' removes it. */
  solution: solutionHtml.optional(),
  remove_image: formBoolean.optional(),
  remove_solution_document: formBoolean.optional(),
  remove_attachments: attachmentIds.optional(),
});
export type UpdateTaskInput = z.output<typeof updateTaskInput>;

export const taskTypeFilter = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string()
    .trim()
    .transform((text, ctx): number[] => {
      if (text === blockKey) return [...blockTypes];
      const type = Number(text);
      if (text === '' || !Number.isInteger(type) || type < 1 || type > 27) {
        ctx.addIssue({ code: 'custom', message: typeInvalidMessage });
        return z.NEVER;
      }
      return [type];
    }),
);

/** GET /tasks/tasks/: an author's own tasks, or all for an admin, newest first. */
export const listTasksInput = z.object({
  type: taskTypeFilter.optional(),
  subject: z.string().trim().min(1).max(20).optional(),
  /** An admin's filter by the author's username (`ege export --author`); an author may name only themself. */
  author: z.string().trim().min(1, 'Укажите имя автора').max(150).optional(),
  page: z.coerce.number({ error: 'Номер страницы — целое число от 1' }).int('Номер страницы — целое число от 1').min(1, 'Номер страницы — целое число от 1').default(1),
  page_size: z.coerce
    .number({ error: 'Размер страницы — от 1 до 100' })
    .int('Размер страницы — от 1 до 100')
    .min(1, 'Размер страницы — от 1 до 100')
    .max(100, 'Размер страницы — от 1 до 100')
    .default(20),
  minimal: z.preprocess((value) => (typeof value === 'boolean' ? String(value) : value), z.stringbool({ error: 'minimal — true или false' })).optional(),
});
export type ListTasksInput = z.output<typeof listTasksInput>;

export const minimalTaskSchema = z.object({
  id: z.number(),
  type: z.number(),
  difficulty: z.number(),
  created_at: z.string(),
  excerpt: z.string(),
});
export type MinimalTask = z.infer<typeof minimalTaskSchema>;

/**
 * A task in the author's full list: the payload with its import key and its uid (a block's for its
 * questions), as `ege export` writes them, and when it last changed (the export records its folder's
 * hash only on a task still as it read it, decision 078).
 */
export const authoredTaskSchema = taskPayloadSchema.extend({ import_key: z.string().nullable(), uid: z.string(), updated_at: z.string() });
export type AuthoredTask = z.infer<typeof authoredTaskSchema>;

export const taskListSchema = z.object({
  count: z.number(),
  page: z.number(),
  page_size: z.number(),
  results: z.array(z.union([authoredTaskSchema, minimalTaskSchema])),
});
export type TaskList = z.infer<typeof taskListSchema>;

export const createdTaskSchema = z.object({
  detail: z.string(),
  id: z.number(),
  ids: z.array(z.number()),
  block_id: z.number().nullable(),
  tasks: z.array(taskPayloadSchema),
});
export type CreatedTask = z.infer<typeof createdTaskSchema>;

export const detailSchema = z.object({ detail: z.string() });
export const uploadedImageSchema = z.object({ url: z.string() });

export const maxDraftBytes = 200 * 1024;
export const draftTooLargeMessage = 'Черновик слишком большой: не более 200 КБ';

/** The upload form's text fields as the page keeps them; files are not part of a draft. */
export const saveUploadDraftInput = z.object({
  draft: z
    .record(z.string(), z.unknown(), { error: 'Черновик — объект с полями формы' })
    .refine((draft) => Buffer.byteLength(JSON.stringify(draft)) <= maxDraftBytes, draftTooLargeMessage),
});
export type SaveUploadDraftInput = z.output<typeof saveUploadDraftInput>;

export const uploadDraftSchema = z.object({
  draft: z.record(z.string(), z.unknown()).nullable(),
  updated_at: z.string().nullable(),
});
export type UploadDraft = z.infer<typeof uploadDraftSchema>;
