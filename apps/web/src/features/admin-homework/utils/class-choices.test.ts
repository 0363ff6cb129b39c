import type { ClassSummary } from '@ege/core/classes/class-schemas';
import type { GroupSummary } from '@ege/core/groups/group-schemas';
import { describe, expect, it } from 'vitest';
import { classChoices, classesSection, groupsSection, type ClassChoice } from './class-choices';

const klass = (id: number, name: string, group_id: number | null = null): ClassSummary => ({ id, name, kind: group_id === null ? 'list' : 'group', group_id, students_count: 3 });
const group = (id: number, name: string): GroupSummary =>
  ({ id, name, members_count: 4 }) as GroupSummary;

describe('the class picker’s choices', () => {
  it('lists the classes, then the groups found, each group that is a class only once (as the class)', () => {
    const { sections, byValue } = classChoices([klass(1, '10А'), klass(2, 'Информатика 11Б', 7)], [group(7, 'Информатика 11Б'), group(8, 'Информатики')], null);
    expect(sections).toEqual([
      { group: classesSection, items: [{ value: 'class:1', label: '10А' }, { value: 'class:2', label: 'Информатика 11Б' }] },
      { group: groupsSection, items: [{ value: 'group:8', label: 'Информатики' }] },
    ]);
    expect(byValue.get('class:2')).toEqual({ kind: 'class', id: 2, name: 'Информатика 11Б', size: 3 });
    expect(byValue.get('group:8')).toEqual({ kind: 'group', id: 8, name: 'Информатики', size: 4 });
  });

  it('leaves out an empty section, and keeps the picked group while the search has moved on', () => {
    const picked: ClassChoice = { kind: 'group', id: 8, name: 'Информатики', size: 4 };
    expect(classChoices([], [], null).sections).toEqual([]);
    expect(classChoices([], [], picked).sections).toEqual([{ group: groupsSection, items: [{ value: 'group:8', label: 'Информатики' }] }]);
    expect(classChoices([], [group(8, 'Информатики')], picked).sections[0]!.items).toHaveLength(1);
  });
});
