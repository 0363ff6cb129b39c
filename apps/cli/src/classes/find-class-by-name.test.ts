import type { ClassSummary } from '@ege/core/classes/class-schemas';
import { describe, expect, it } from 'vitest';
import { findClassByName } from './find-class-by-name';

const summary = (id: number, name: string): ClassSummary => ({ id, name, kind: 'list', group_id: null, students_count: 0 });
const classes = [summary(1, '9А'), summary(2, '10 «Б»'), summary(3, 'Профиль'), summary(4, 'профиль'), summary(5, '11')];

describe('findClassByName', () => {
  it('the exact name first, then the one case-insensitive match, then a number as an id', () => {
    expect(findClassByName(classes, ' 9А ').id).toBe(1);
    expect(findClassByName(classes, '9а').id).toBe(1);
    expect(findClassByName(classes, 'профиль').id).toBe(4);
    expect(findClassByName(classes, '11').id).toBe(5);
    expect(findClassByName(classes, '2').id).toBe(2);
  });

  it('two names that differ only in case: refused with their ids; none: not found with the caller’s classes', () => {
    expect(() => findClassByName(classes, 'ПРОФИЛЬ')).toThrow('Классов «ПРОФИЛЬ» несколько: «Профиль» (id 3), «профиль» (id 4). Укажите точное название или id');
    expect(() => findClassByName(classes, '8В')).toThrow('Класс «8В» не найден (ваши классы: 9А, 10 «Б», Профиль, профиль, 11)');
    expect(() => findClassByName([], '8В')).toThrow('Класс «8В» не найден (классов у вас нет)');
  });
});
