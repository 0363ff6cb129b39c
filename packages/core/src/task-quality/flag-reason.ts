import { pluralRu, type RussianForms } from '../text/plural-ru';
import type { TaskFlagsTable } from '../db/tables/task-flags-table';

/** One flag the numbers raise, as the job's SQL finds it. */
export type FlagCandidate = {
  task_id: number | null;
  generator: string | null;
  generator_version: number | null;
  kind: TaskFlagsTable['kind'];
  details: Record<string, unknown>;
};

/** After 'из': 'из 21 первой попытки', 'из 10 первых попыток'. */
const ofFirstTriesForms: RussianForms = ['первой попытки', 'первых попыток', 'первых попыток'];
const firstTryForms: RussianForms = ['первая попытка', 'первые попытки', 'первых попыток'];
const strongForms: RussianForms = ['сильного ученика', 'сильных учеников', 'сильных учеников'];
const percent = (share: unknown) => `${Math.round(Number(share) * 100)}%`;

/**
 * What makes the flag the same next time (a dismissal holds while it is) and its reason in Russian,
 * as the queue shows it (decision 076).
 */
export function flagReason(flag: FlagCandidate): { signature: string; why: string } {
  const d = flag.details;
  const generator = `генератора ${flag.generator} v${flag.generator_version}`;
  if (flag.kind === 'dominant_wrong') {
    if (flag.task_id !== null) {
      const strong = Number(d.strong_students);
      return {
        signature: `dominant_wrong:${String(d.answer)}`,
        why: `Ответ «${String(d.answer)}» дали ${Number(d.students)} из ${strong} ${pluralRu(strong, strongForms)} (их успех на типе ${percent(d.strong_success)}): возможно, неверный ключ`,
      };
    }
    const tries = Number(d.first_tries);
    return {
      signature: 'dominant_wrong:generator',
      why:
        `Сильные ученики (${Number(d.strong_students)}, их успех на типе ${percent(d.strong_success)}) ошиблись в ${Number(d.wrong)} из ${tries} ` +
        `${pluralRu(tries, ofFirstTriesForms)} на заданиях ${generator}: возможно, неверный ключ или ошибка генератора`,
    };
  }
  const success = Number(d.success);
  const baseline = Number(d.baseline_success);
  const tries = Number(d.first_tries);
  const direction = success < baseline ? 'low' : 'high';
  const whose = flag.task_id !== null ? `у заданий типа ${Number(d.type)} сложности ${Number(d.difficulty)}` : `у написанных заданий типа ${Number(d.type)}`;
  const scope = flag.task_id !== null ? '' : ` на заданиях ${generator}`;
  return {
    signature: `success_outlier:${direction}`,
    why: `Успех с первой попытки${scope} ${percent(success)} при ${percent(baseline)} ${whose} (${tries} ${pluralRu(tries, firstTryForms)}): ${direction === 'low' ? 'слишком трудное или ошибка в условии' : 'слишком лёгкое'}`,
  };
}
