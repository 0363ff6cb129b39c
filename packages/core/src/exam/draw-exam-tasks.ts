import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import { generatedFiller } from '../variants/generated-filler';
import { selectTasks } from '../variants/select-tasks';
import { countKeys, type TasksByType } from '../variants/variant-schemas';
import { examSql } from './exam-sql';
import { blockKey } from '../tasks/bank/task-type-catalog';

const fieldPrefix = 'tasks_by_type.';

/** One of each: types 1–18, one whole 19–21 block, 22–27. */
const examCounts = (keys: readonly string[]): TasksByType => Object.fromEntries(keys.map((key) => [key, 1]));

/** 'Не удалось собрать пробный экзамен: в банке нет заданий — тип 5, блок 19–21' */
export function emptyBankMessage(keys: readonly string[]): string {
  const named = keys.map((key) => (key === blockKey ? 'блок 19–21' : `тип ${key}`));
  return `Не удалось собрать пробный экзамен: в банке нет заданий — ${named.join(', ')}`;
}

/** The keys selectTasks said it is short of (its error's fields), or null for any other error. */
function shortKeysOf(error: unknown): string[] | null {
  if (!(error instanceof AppError) || !error.fields) return null;
  const keys = Object.keys(error.fields).filter((field) => field.startsWith(fieldPrefix)).map((field) => field.slice(fieldPrefix.length));
  return keys.length > 0 ? keys : null;
}

/**
 * The 27 task ids of a rehearsal in exam order (1–18, the block's 19, 20, 21, 22–27), drawn for the
 * student as a variant is: tasks they have not solved, short types filled with fresh generated ones
 * (decision 040). A type still short takes any task of its type, solved ones too: a rehearsal is
 * better with a familiar task than not at all. Only a type the bank has none of is refused.
 */
export async function drawExamTasks(deps: CoreDeps, userId: number): Promise<number[]> {
  const fill = generatedFiller(deps, userId);
  const unsolved = (keys: readonly string[]) =>
    selectTasks(deps.db, userId, { tasks_by_type: examCounts(keys), exclude_solved: true, subject: 'inf', fill_generated: true }, fill);
  let ids: number[];
  try {
    ids = await unsolved(countKeys);
  } catch (error) {
    const short = shortKeysOf(error);
    if (!short) throw error;
    const rest = countKeys.filter((key) => !short.includes(key));
    const any = await selectTasks(deps.db, userId, { tasks_by_type: examCounts(short), exclude_solved: false, subject: 'inf' }).catch((again: unknown) => {
      throw new AppError('CONFLICT', emptyBankMessage(shortKeysOf(again) ?? short), { cause: again });
    });
    ids = [...(rest.length > 0 ? await unsolved(rest) : []), ...any];
  }
  // Types 19, 20, 21 are the block's three questions, so ordering by type gives the exam's order.
  const { rows } = await deps.db.raw<{ rows: { id: number; type: number }[] }>(examSql.selectTypes, { ids });
  const typeOf = new Map(rows.map((row) => [row.id, row.type]));
  return [...ids].sort((a, b) => typeOf.get(a)! - typeOf.get(b)!);
}
