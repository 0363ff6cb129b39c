import type { Profile } from '@ege/core/identity/user-schemas';
import { Paper, Select, Stack, Tabs } from '@mantine/core';
import { IconHistory, IconList, IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { AssignForm } from './assign-form';
import { ClassStudents } from './class-students';
import { HomeworkHistory } from './homework-history';
import { PasteStudents } from '../../../components/paste-students';
import { PreviousStudents } from './previous-students';
import { SelectedUsers } from './selected-users';
import { withStudents, type StudentRef } from '../utils/student-ref';
import { UserSearchField } from '../../../components/user-search-field';

/** Pick students (one by one, a class or a group at once, a pasted list, or an earlier issue's), give them homework, and follow one student's history at a time. */
export function AdminHomeworkWorkspace({ staff }: { staff: Profile }) {
  const [users, setUsers] = useState<StudentRef[]>([]);
  const [historyOf, setHistoryOf] = useState<number | null>(null);
  // The last one picked, unless another is chosen for the history.
  const shown = users.find((user) => user.id === historyOf) ?? users.at(-1);

  const pick = (user: StudentRef) => {
    setUsers((current) => withStudents(current, [user]));
    setHistoryOf(user.id);
  };
  const addMany = (added: StudentRef[]) => setUsers((current) => withStudents(current, added));

  return (
    <Stack gap="md">
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <Stack gap="sm">
          <Tabs defaultValue="search" variant="outline" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="search" leftSection={<IconSearch size={16} />}>
                Поиск
              </Tabs.Tab>
              <Tabs.Tab value="class" leftSection={<IconUsersGroup size={16} />}>
                Класс
              </Tabs.Tab>
              <Tabs.Tab value="list" leftSection={<IconList size={16} />}>
                Списком
              </Tabs.Tab>
              <Tabs.Tab value="previous" leftSection={<IconHistory size={16} />}>
                Из прошлого ДЗ
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="search" pt="sm">
              <UserSearchField label="Ученик" placeholder="Имя, e-mail или id" excludeIds={users.map((user) => user.id)} afterPick="clear" onPick={pick} />
            </Tabs.Panel>
            <Tabs.Panel value="class" pt="sm">
              <ClassStudents staffId={staff.id} onAdd={addMany} />
            </Tabs.Panel>
            <Tabs.Panel value="list" pt="sm">
              <PasteStudents onAdd={addMany} />
            </Tabs.Panel>
            <Tabs.Panel value="previous" pt="sm">
              <PreviousStudents onAdd={addMany} />
            </Tabs.Panel>
          </Tabs>
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
