import type { Profile } from '@ege/core/users/user-schemas';
import { Paper, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { AssignForm } from './assign-form';
import { HomeworkHistory } from './homework-history';
import { SelectedUsers } from './selected-users';
import { UserSearchField, type FoundUser } from '../../components/user-search-field';

/** Pick students, give them homework, and follow one student's history at a time. */
export function AdminHomeworkWorkspace({ staff }: { staff: Profile }) {
  const [users, setUsers] = useState<FoundUser[]>([]);
  const [historyOf, setHistoryOf] = useState<number | null>(null);
  // The last one picked, unless another is chosen for the history.
  const shown = users.find((user) => user.id === historyOf) ?? users.at(-1);

  const pick = (user: FoundUser) => {
    setUsers((current) => (current.some((known) => known.id === user.id) ? current : [...current, user]));
    setHistoryOf(user.id);
  };

  return (
    <Stack gap="md">
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <Stack gap="sm">
          <UserSearchField label="Ученик" placeholder="Имя, e-mail или id" excludeIds={users.map((user) => user.id)} afterPick="clear" onPick={pick} />
          <SelectedUsers users={users} onRemove={(id) => setUsers((current) => current.filter((user) => user.id !== id))} />
        </Stack>
      </Paper>
      <AssignForm users={users} />
      {users.length > 1 && shown && (
        <Select
          label="История ученика"
          data={users.map((user) => ({ value: String(user.id), label: `${user.username} · id ${user.id}` }))}
          value={String(shown.id)}
          allowDeselect={false}
          onChange={(value) => value !== null && setHistoryOf(Number(value))}
          maw={420}
        />
      )}
      {shown && <HomeworkHistory staff={staff} userId={shown.id} username={shown.username} />}
    </Stack>
  );
}
