import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconUsersGroup } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../lib/api-error';
import { describeError } from '../../lib/describe-error';
import { trpcClient } from '../../lib/trpc';
import type { StudentRef } from './student-ref';

/**
 * The members of the group of that name (any case) that the teacher may see, a public one or their
 * own, the teacher left out (decision 039; the CLI's --group does the same).
 */
async function membersOfGroup(name: string, staffId: number): Promise<StudentRef[]> {
  const { results } = await trpcClient.groups.search.query({ q: name });
  const group = results.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase());
  if (!group) throw new ApiError(`Группа «${name}» не найдена (закрытая группа видна только её участникам)`, 404);
  const members = await trpcClient.groups.members.query({ id: group.id });
  return members.filter((member) => member.user !== staffId).map((member) => ({ id: member.user, username: member.user_username }));
}

/** 'Группа': every member of a group joins the selection at once. */
export function GroupStudents({ staffId, onAdd }: { staffId: number; onAdd: (students: StudentRef[]) => void }) {
  const [name, setName] = useState('');
  const [added, setAdded] = useState<number | null>(null);
  const lookup = useMutation({
    mutationFn: (groupName: string) => membersOfGroup(groupName, staffId),
    onSuccess: (students) => {
      onAdd(students);
      setAdded(students.length);
    },
  });
  const trimmed = name.trim();
  return (
    <Stack gap="xs">
      <TextInput
        label="Группа"
        description="Название группы: открытой или той, где вы состоите (например, как её преподаватель)"
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setAdded(null);
        }}
      />
      {added !== null && (
        <Alert color={added > 0 ? 'green' : 'orange'} variant="light" role="status">
          {added > 0 ? `Добавлены участники группы: ${added}` : 'В группе нет участников, кроме вас'}
        </Alert>
      )}
      {lookup.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
          {describeError(lookup.error).message}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="light" leftSection={<IconUsersGroup size={18} />} disabled={trimmed === ''} loading={lookup.isPending} onClick={() => lookup.mutate(trimmed)}>
          Добавить участников группы
        </Button>
      </Group>
    </Stack>
  );
}
