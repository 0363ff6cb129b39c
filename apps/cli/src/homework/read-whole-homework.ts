import type { HomeworkList } from '@ege/core/homework/homework-schemas';
import type { CliApi } from '../api/cli-api';

/** The most a page holds: a script wants the whole history in as few calls as possible. */
const pageSize = 100;

/** A student's whole homework history (the caller's own without user_id), read page after page (decision 020). */
export async function readWholeHomework(api: CliApi, userId?: number): Promise<Pick<HomeworkList, 'active' | 'completed'>> {
  const whole: Pick<HomeworkList, 'active' | 'completed'> = { active: [], completed: [] };
  let cursor: string | null = null;
  do {
    const page: HomeworkList = await api.caller.homework.list({ user_id: userId, cursor, page_size: pageSize });
    whole.active.push(...page.active);
    whole.completed.push(...page.completed);
    cursor = page.next_cursor;
  } while (cursor !== null);
  return whole;
}
