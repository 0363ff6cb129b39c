import { Badge, CloseButton, Group, Text } from '@mantine/core';

type User = { id: number; username: string };
type RemovableUsersProps = {
  users: readonly User[];
  /** The list's accessible name. */
  label: string;
  /** What the empty list says instead. */
  empty: string;
  /** A badge's text; the username by default. */
  textOf?: (user: User) => string;
  onRemove: (id: number) => void;
};

/** Chosen users as badges, each removable by a real button (Mantine's Pill hides its own from keyboards). */
export function RemovableUsers({ users, label, empty, textOf = (user) => user.username, onRemove }: RemovableUsersProps) {
  if (users.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Group gap={6} role="list" aria-label={label}>
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
          {textOf(user)}
        </Badge>
      ))}
    </Group>
  );
}
