import { recordId } from '../validation/record-id';
import { z } from '../validation/z';

/**
 * Issue 29: a teacher's class (decision 069). Either a group the teacher leads (its members but the
 * teacher, edited on the group's page) or the teacher's own named list of students.
 */
export const classKinds = ['group', 'list'] as const;
export type ClassKind = (typeof classKinds)[number];

/** A class of 200 students is a school's whole year; more is a mistake, not a class. */
export const maxClassStudents = 200;
export const maxClassesPerTeacher = 100;
/** The periods of the heat map, in Moscow days counted back from today (today included). */
export const classPeriods = [7, 30, 90] as const;
export type ClassPeriod = (typeof classPeriods)[number];

const id = recordId();
const name = z.string().trim().min(1, 'Введите название класса').max(100, 'Название класса не длиннее 100 символов');
const studentIds = z.array(id).max(maxClassStudents, `В классе не больше ${maxClassStudents} учеников`);

export const classIdInput = z.object({ id: recordId('Некорректный id класса') });
export const createClassInput = z.object({ name, student_ids: studentIds.default([]) });
export type CreateClassInput = z.infer<typeof createClassInput>;
/** A list's name and students; a group's class takes neither (its members change in the group). */
export const updateClassInput = z.object({ id: recordId('Некорректный id класса'), name: name.optional(), student_ids: studentIds.optional() });
export type UpdateClassInput = z.infer<typeof updateClassInput>;
export const classReportInput = z.object({
  id: recordId('Некорректный id класса'),
  period: z.coerce
    .number({ error: 'Период — 7, 30 или 90 дней' })
    .refine((value): value is ClassPeriod => (classPeriods as readonly number[]).includes(value), { message: 'Период — 7, 30 или 90 дней' })
    .default(30),
});
export type ClassReportInput = z.infer<typeof classReportInput>;

const student = z.object({ id: z.number().int(), username: z.string() });
export type ClassStudent = z.infer<typeof student>;

export const classSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(classKinds),
  /** The group behind a class of kind 'group'; null for a list. */
  group_id: z.number().int().nullable(),
  students_count: z.number().int().nonnegative(),
});
export type ClassSummary = z.infer<typeof classSummarySchema>;
export const classListSchema = z.object({ classes: z.array(classSummarySchema) });
export type ClassList = z.infer<typeof classListSchema>;
export const classDetailSchema = classSummarySchema.extend({ students: z.array(student) });
export type ClassDetail = z.infer<typeof classDetailSchema>;

/** One student's first tries at one type (19–21 as one, key '19-21') in the period. */
export const classCellSchema = z.object({
  /** The count key: '1'..'18', '19-21', '22'..'27'. */
  type: z.string(),
  first_tries: z.number().int().nonnegative(),
  first_correct: z.number().int().nonnegative(),
  /** first_correct / first_tries; null with no first try (an empty cell, not a zero). */
  success: z.number().min(0).max(1).nullable(),
  /** The mean solving time of those first tries, seconds; null with none. */
  avg_time_seconds: z.number().nonnegative().nullable(),
});
export type ClassCell = z.infer<typeof classCellSchema>;

/** The forecast of decision 050 without its history: a range only with enough evidence. */
export const classForecastSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ready'), expected_test_score: z.number(), p10: z.number().int(), p90: z.number().int() }),
  z.object({ status: z.literal('insufficient'), tasks_answered: z.number().int().nonnegative(), need: z.number().int().positive() }),
]);
export type ClassForecast = z.infer<typeof classForecastSchema>;

export const classHomeworkStates = ['not_started', 'in_progress', 'completed', 'overdue'] as const;
export type ClassHomeworkState = (typeof classHomeworkStates)[number];
export const classHomeworkStateLabels: Record<ClassHomeworkState, string> = {
  not_started: 'не начато',
  in_progress: 'в процессе',
  completed: 'выполнено',
  overdue: 'просрочено',
};

/** The student's current homework from this teacher (the newest one he issued), if any. */
export const classHomeworkSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['tasks', 'exam']),
  date: z.string(),
  state: z.enum(classHomeworkStates),
  solved: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type ClassHomework = z.infer<typeof classHomeworkSchema>;

export const classReportStudentSchema = student.extend({
  /** In the order of the report's types. */
  cells: z.array(classCellSchema),
  forecast: classForecastSchema,
  homework: classHomeworkSchema.nullable(),
});
export type ClassReportStudent = z.infer<typeof classReportStudentSchema>;

export const stuckTypeSchema = z.object({ type: z.string(), wrong_first_tries: z.number().int().positive(), students: z.number().int().positive() });
/** Several students gave the same wrong answer to one task: a shared misconception, or a wrong key. */
export const sharedWrongAnswerSchema = z.object({
  task_id: z.number().int(),
  type: z.number().int(),
  answer: z.string(),
  students: z.array(student).min(2),
});
export type SharedWrongAnswer = z.infer<typeof sharedWrongAnswerSchema>;

export const classReportSchema = z.object({
  class: classSummarySchema,
  period: z.number().int(),
  /** The period's first and last Moscow days, inclusive. */
  from_day: z.string(),
  to_day: z.string(),
  /** The columns: every count key, '1'..'18', '19-21', '22'..'27'. */
  types: z.array(z.string()),
  students: z.array(classReportStudentSchema),
  stuck: z.object({
    /** The types with the most wrong first tries this period, most first (at most 5). */
    types: z.array(stuckTypeSchema),
    /** Most students first (at most 10). */
    shared_wrong_answers: z.array(sharedWrongAnswerSchema),
  }),
});
export type ClassReport = z.infer<typeof classReportSchema>;

export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];
const format = z.enum(exportFormats, { error: 'Формат — csv или xlsx' });
export const classExportInput = classReportInput.extend({ format });
export const homeworkGridExportInput = z.object({ assignment_id: recordId('Некорректный id домашнего задания'), format });
/** A file for download: JSON carries it as base64 (one shape for tRPC, REST and the CLI). */
export const exportFileSchema = z.object({ filename: z.string(), content_type: z.string(), base64: z.string() });
export type ExportFile = z.infer<typeof exportFileSchema>;
