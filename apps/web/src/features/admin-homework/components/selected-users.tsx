import { RemovableUsers } from '../../../components/removable-users';
import type { StudentRef } from '../utils/student-ref';

/** The students the homework goes to, each removable. */
export function SelectedUsers({ users, onRemove }: { users: readonly StudentRef[]; onRemove: (id: number) => void }) {
  return (
    <RemovableUsers
      users={users}
      label="Выбранные ученики"
      empty="Ученики не выбраны: найдите ученика по имени, e-mail или id, выберите класс, вставьте список имён или возьмите учеников прошлого ДЗ."
      textOf={(user) => `${user.username} · id ${user.id}`}
      onRemove={onRemove}
    />
  );
}
