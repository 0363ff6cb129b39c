import type { ClassSummary } from '@ege/core/classes/class-schemas';
import { AppError } from '@ege/core/errors/app-error';

/**
 * The class `--class` names, among the caller's: its exact name, else the one name that matches with case
 * and outer spaces ignored ('9а' finds '9А'), else a number as the class's id. None is a not-found with
 * the caller's classes listed; two that differ only in case must be told apart by id.
 */
export function findClassByName(classes: readonly ClassSummary[], wanted: string): ClassSummary {
  const name = wanted.trim();
  const exact = classes.filter((found) => found.name === name);
  if (exact.length === 1) return exact[0]!;
  const folded = classes.filter((found) => found.name.toLocaleLowerCase('ru') === name.toLocaleLowerCase('ru'));
  if (folded.length === 1) return folded[0]!;
  if (folded.length > 1) {
    throw new AppError('BAD_REQUEST', `Классов «${name}» несколько: ${folded.map((found) => `«${found.name}» (id ${found.id})`).join(', ')}. Укажите точное название или id`);
  }
  const byId = /^\d+$/.test(name) ? classes.find((found) => found.id === Number(name)) : undefined;
  if (byId) return byId;
  const yours = classes.length === 0 ? 'классов у вас нет' : `ваши классы: ${classes.map((found) => found.name).join(', ')}`;
  throw new AppError('NOT_FOUND', `Класс «${name}» не найден (${yours})`);
}
