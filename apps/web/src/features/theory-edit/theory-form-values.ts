import { taskNumberMessage, titleRequiredMessage, type TheoryStatus, type TheoryView } from '@ege/core/theory/theory-schemas';
import { blockKey, type BlockKey } from '@ege/core/tasks/bank/task-type-catalog';

/** The editor's fields as the inputs hold them. */
export type TheoryFormValues = {
  task_number: string;
  title: string;
  description: string;
  content: string;
  difficulty: string;
  status: TheoryStatus;
  tags: string[];
};

export type TheoryFormErrors = Partial<Record<keyof TheoryFormValues, string>>;

/** Tasks 1–27 with 19–21 as one page, stored under 19 (docs/decisions/029). */
export const taskNumberOptions = Array.from({ length: 27 }, (_, index) => index + 1)
  .filter((number) => number !== 20 && number !== 21)
  .map((number) => ({ value: String(number), label: number === 19 ? '19–21' : String(number) }));

export const difficultyOptions = [
  { value: '1', label: 'Базовая' },
  { value: '2', label: 'Повышенная' },
  { value: '3', label: 'Высокая' },
];

export const statusOptions: { value: TheoryStatus; label: string }[] = [
  { value: 'draft', label: 'Черновик' },
  { value: 'published', label: 'Опубликовано' },
  { value: 'archived', label: 'В архиве' },
];

/** A stored theory's fields, or a new page's (published by default: the frame shows it on save). */
export function theoryFormValuesOf(theory: TheoryView | null, taskNumber: number | undefined): TheoryFormValues {
  if (theory) {
    return {
      task_number: String(theory.task_number),
      title: theory.title,
      description: theory.description,
      content: theory.content,
      difficulty: String(theory.difficulty),
      status: theory.status,
      tags: theory.tags,
    };
  }
  const number = taskNumber === 20 || taskNumber === 21 ? 19 : taskNumber;
  return { task_number: number === undefined ? '' : String(number), title: '', description: '', content: '', difficulty: '1', status: 'published', tags: [] };
}

/** SPEC §5: task_number 1–27 and a title; the server checks the same with the same words. */
export function checkTheoryValues(values: TheoryFormValues): TheoryFormErrors {
  const errors: TheoryFormErrors = {};
  const number = Number(values.task_number);
  if (values.task_number === '' || !Number.isInteger(number) || number < 1 || number > 27) errors.task_number = taskNumberMessage;
  if (values.title.trim() === '') errors.title = titleRequiredMessage;
  return errors;
}

/** The body of POST /theory/ and PUT /theory/{id}/. */
export function theoryInputOf(values: TheoryFormValues) {
  return {
    task_number: Number(values.task_number),
    title: values.title.trim(),
    description: values.description.trim(),
    content: values.content,
    difficulty: Number(values.difficulty),
    status: values.status,
    tags: values.tags,
  };
}

/** Where /theory shows a type: the block by its page name. */
export function theorySearchOf(taskNumber: number): { type: number | BlockKey } {
  return { type: taskNumber === 19 ? blockKey : taskNumber };
}
