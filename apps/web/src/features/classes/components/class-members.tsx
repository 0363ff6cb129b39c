import { RemovableUsers } from '../../../components/removable-users';
import type { ClassMember } from '../utils/with-students';

/** The students of the list being edited, each removable. */
export function ClassMembers({ members, onRemove }: { members: readonly ClassMember[]; onRemove: (id: number) => void }) {
  return <RemovableUsers users={members} label="Ученики класса" empty="Учеников пока нет: найдите ученика по имени или вставьте список имён." onRemove={onRemove} />;
}
