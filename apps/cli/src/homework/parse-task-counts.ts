import { AppError } from '@ege/core/errors/app-error';
import { countKeys } from '@ege/core/variants/variant-schemas';

/** The server clamps a count to 0..99 silently (SPEC §5); a script is told instead. */
export const maxTaskCount = 99;
export const tasksExample = 'например --tasks "1:2,5:1,19-21:1,27:1"';

const keys: readonly string[] = countKeys;

/**
 * `--tasks "1:2,5:1,19-21:1,27:1"` as homework.assign's counts: { '1': 2, '5': 1, '19-21': 1, '27': 1 }.
 * Zeros are allowed and dropped, so a generated list may carry every type.
 */
export function parseTaskCounts(text: string): Record<string, number> {
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.length === 0) throw invalid(`--tasks: укажите типы и количества, ${tasksExample}`);
  const counts: Record<string, number> = {};
  for (const item of items) {
    const match = /^(\d+(?:\s*-\s*\d+)?)\s*:\s*(\S+)$/.exec(item);
    if (!match) throw invalid(`--tasks: не понимаю «${item}» — пишите тип:количество через запятую, ${tasksExample}`);
    const key = match[1]!.replace(/\s+/g, '');
    const countText = match[2]!;
    if (['19', '20', '21'].includes(key)) {
      throw invalid(`--tasks: задания 19, 20 и 21 выдаются блоком — пишите 19-21:<число блоков>, а не ${key}`);
    }
    if (!keys.includes(key)) throw invalid(`--tasks: неизвестный тип «${key}» — есть 1–18, 19-21 (блок) и 22–27`);
    if (!/^\d+$/.test(countText) || Number(countText) > maxTaskCount) {
      throw invalid(`--tasks: количество для типа ${key} — целое число от 0 до ${maxTaskCount}, а не «${countText}»`);
    }
    if (key in counts) throw invalid(`--tasks: тип ${key} указан дважды`);
    counts[key] = Number(countText);
  }
  const chosen = Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));
  if (Object.keys(chosen).length === 0) throw invalid('--tasks: все количества нулевые — выберите хотя бы одну задачу');
  return chosen;
}

/** A value the command line carries is wrong: exit 2, as the server's refusal of an input. */
function invalid(message: string): AppError {
  return new AppError('BAD_REQUEST', message);
}
