import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { describeError } from '../../../lib/describe-error';
import type { StudentRef } from '../utils/student-ref';
import { useGroupLookup } from '../api/use-group-lookup';

/** 'Группа': every member of a group joins the selection at once. */
export function GroupStudents({ staffId, onAdd }: { staffId: number; onAdd: (students: StudentRef[]) => void }) {
  const [name, setName] = useState('');
  const [added, setAdded] = useState<number | null>(null);
  const lookup = useGroupLookup(staffId, (students) => {
    onAdd(students);
    setAdded(students.length);
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
