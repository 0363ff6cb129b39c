import { Badge, CloseButton, Group, Text } from '@mantine/core';
import type { ClassMember } from '../utils/with-students';

/** The students of the list being edited, each removable by a real button. */
export function ClassMembers({ members, onRemove }: { members: readonly ClassMember[]; onRemove: (id: number) => void }) {
  if (members.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Учеников пока нет: найдите ученика по имени или вставьте список имён.
      </Text>
    );
  }
  return (
    <Group gap={6} role="list" aria-label="Ученики класса">
      {members.map((member) => (
        <Badge
          key={member.id}
          role="listitem"
          size="lg"
          variant="light"
          tt="none"
          fw={600}
          pr={4}
          maw="100%"
          rightSection={<CloseButton size="sm" variant="transparent" aria-label={`Убрать ${member.username}`} onClick={() => onRemove(member.id)} />}
        >
          {member.username}
        </Badge>
      ))}
    </Group>
  );
}
