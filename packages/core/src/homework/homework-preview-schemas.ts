import { z } from '../validation/z';
import { assignHomeworkInput, homeworkCountsSchema } from './homework-schemas';

/** The assignment as 'Выдать' would send it (fill_generated included); the comment plays no part in a draw. */
export const previewHomeworkInput = assignHomeworkInput.pick({ user_ids: true, fill_generated: true }).extend({ tasks: homeworkCountsSchema });
export type PreviewHomeworkInput = z.infer<typeof previewHomeworkInput>;

export const homeworkPreviewSchema = z.object({
  students: z.array(
    z.object({
      user_id: z.number(),
      username: z.string(),
      /** A draw as 'Выдать' makes it now (it draws again then), or null when this student is short. */
      tasks: z.array(z.object({ id: z.number(), type: z.number() })).nullable(),
      /**
       * With fill_generated: per type, how many fresh generated tasks 'Выдать' would store to fill the
       * shortage (the preview stores none, so they have no ids yet); [] otherwise. A generated 19–21
       * block counts under each of 19, 20 and 21.
       */
      generated: z.array(z.object({ type: z.number(), count: z.number() })),
      /** Why nothing could be drawn for this student: the message 'Выдать' would answer with. */
      error: z.string().nullable(),
    }),
  ),
});
export type HomeworkPreview = z.infer<typeof homeworkPreviewSchema>;

const limitMessage = 'Число выдач — от 1 до 20';
export const recentHomeworkIssuesInput = z
  .object({ limit: z.coerce.number({ error: limitMessage }).int(limitMessage).min(1, limitMessage).max(20, limitMessage).default(10) })
  .default({ limit: 10 });

export const recentHomeworkIssuesSchema = z.object({
  issues: z.array(
    z.object({
      created_at: z.string(),
      comment: z.string(),
      students: z.array(z.object({ id: z.number(), username: z.string() })),
    }),
  ),
});
export type RecentHomeworkIssues = z.infer<typeof recentHomeworkIssuesSchema>;
