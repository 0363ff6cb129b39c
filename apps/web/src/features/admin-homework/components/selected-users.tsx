import { Badge, CloseButton, Group, Text } from '@mantine/core';
import type { StudentRef } from '../utils/student-ref';

type SelectedUsersProps = { users: readonly StudentRef[]; onRemove: (id: number) => void };

/** The students the homework goes to, each removable (a real button: Mantine's Pill hides its own from keyboards). */
export function SelectedUsers({ users, onRemove }: SelectedUsersProps) {
  if (users.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Ученики не выбраны: найдите ученика по имени, e-mail или id, выберите класс, вставьте список имён или возьмите учеников прошлого ДЗ.
      </Text>
    );
  }
  return (
    <Group gap={6} role="list" aria-label="Выбранные ученики">
      {users.map((user) => (
        <Badge
          key={user.id}
          role="listitem"
          size="lg"
          variant="light"
          tt="none"
          fw={600}
          pr={4}
          maw="100%"
          rightSection={<CloseButton size="sm" variant="transparent" aria-label={`Убрать ${user.username}`} onClick={() => onRemove(user.id)} />}
        >
          {user.username} · id {user.id}
        </Badge>
      ))}
    </Group>
  );
}
