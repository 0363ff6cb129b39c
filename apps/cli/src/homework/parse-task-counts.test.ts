import { describe, expect, it } from 'vitest';
import { AppError } from '@ege/core/errors/app-error';
import { parseTaskCounts } from './parse-task-counts';

describe('parseTaskCounts', () => {
  it('reads type:count pairs, the block as 19-21, with spaces and stray commas', () => {
    expect(parseTaskCounts('1:2,5:1,19-21:1,27:1')).toEqual({ '1': 2, '5': 1, '19-21': 1, '27': 1 });
    expect(parseTaskCounts(' 1 : 2 , 19 - 21:3,, ')).toEqual({ '1': 2, '19-21': 3 });
  });

  it('drops zeros but refuses a list of zeros only', () => {
    expect(parseTaskCounts('1:0,2:4')).toEqual({ '2': 4 });
    expect(() => parseTaskCounts('1:0,2:0')).toThrow('--tasks: все количества нулевые — выберите хотя бы одну задачу');
  });

  it.each([
    ['', '--tasks: укажите типы и количества, например --tasks "1:2,5:1,19-21:1,27:1"'],
    ['1-2', '--tasks: не понимаю «1-2» — пишите тип:количество через запятую, например --tasks "1:2,5:1,19-21:1,27:1"'],
    ['один:2', '--tasks: не понимаю «один:2» — пишите тип:количество через запятую, например --tasks "1:2,5:1,19-21:1,27:1"'],
    ['28:1', '--tasks: неизвестный тип «28» — есть 1–18, 19-21 (блок) и 22–27'],
    ['1-5:1', '--tasks: неизвестный тип «1-5» — есть 1–18, 19-21 (блок) и 22–27'],
    ['20:1', '--tasks: задания 19, 20 и 21 выдаются блоком — пишите 19-21:<число блоков>, а не 20'],
    ['5:x', '--tasks: количество для типа 5 — целое число от 0 до 99, а не «x»'],
    ['5:-1', '--tasks: количество для типа 5 — целое число от 0 до 99, а не «-1»'],
    ['5:1.5', '--tasks: количество для типа 5 — целое число от 0 до 99, а не «1.5»'],
    ['5:100', '--tasks: количество для типа 5 — целое число от 0 до 99, а не «100»'],
    ['5:1,5:2', '--tasks: тип 5 указан дважды'],
  ])('refuses %j in Russian', (text, message) => {
    const attempt = () => parseTaskCounts(text);
    expect(attempt).toThrow(AppError);
    expect(attempt).toThrow(message);
  });
});
