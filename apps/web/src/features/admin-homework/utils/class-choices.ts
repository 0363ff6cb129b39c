import type { ClassSummary } from '@ege/core/classes/class-schemas';
import type { GroupSummary } from '@ege/core/groups/group-schemas';

/** What the 'Класс' tab's picker offers: one of the teacher's classes, or another group found by name. */
export type ClassChoice = { kind: 'class' | 'group'; id: number; name: string; /** Students of a class; members of a group (the teacher among them, if he is). */ size: number };

export type ChoiceSection = { group: string; items: { value: string; label: string }[] };

export const classesSection = 'Мои классы';
export const groupsSection = 'Группы';

export function choiceValue(choice: Pick<ClassChoice, 'kind' | 'id'>): string {
  return `${choice.kind}:${choice.id}`;
}

/**
 * The picker's sections: the teacher's classes, then the groups the name search found (decision 073).
 * A group that is behind one of the classes is offered once, as the class; the picked group stays listed
 * while the search moves on, so the field keeps showing it.
 */
export function classChoices(classes: readonly ClassSummary[], groups: readonly GroupSummary[], picked: ClassChoice | null): { sections: ChoiceSection[]; byValue: Map<string, ClassChoice> } {
  const classGroups = new Set(classes.flatMap((item) => (item.group_id === null ? [] : [item.group_id])));
  const ofClasses: ClassChoice[] = classes.map((item) => ({ kind: 'class', id: item.id, name: item.name, size: item.students_count }));
  const ofGroups: ClassChoice[] = groups.filter((group) => !classGroups.has(group.id)).map((group) => ({ kind: 'group', id: group.id, name: group.name, size: group.members_count }));
  if (picked?.kind === 'group' && !ofGroups.some((group) => group.id === picked.id)) ofGroups.push(picked);
  const byValue = new Map([...ofClasses, ...ofGroups].map((choice) => [choiceValue(choice), choice]));
  const section = (group: string, items: ClassChoice[]): ChoiceSection[] => (items.length === 0 ? [] : [{ group, items: items.map((choice) => ({ value: choiceValue(choice), label: choice.name })) }]);
  return { sections: [...section(classesSection, ofClasses), ...section(groupsSection, ofGroups)], byValue };
}
