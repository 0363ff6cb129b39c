import '@mantine/core/styles/Table.css';
import { Avatar, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { ScrollBox } from '../../../components/scroll-box';
import { GroupErrorAlert } from './group-error-alert';
import { useGroupTop } from '../api/use-group-top';

const numberFormat = new Intl.NumberFormat('ru-RU');

/** The Топ tab's group table: groups by experience, the caller's own marked. */
export function GroupTop() {
  const headingId = useId();
  const query = useGroupTop();
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} fz="xl" id={headingId}>
          Группы
        </Title>
        {query.isError && <GroupErrorAlert title="Ошибка загрузки данных группы" error={query.error} />}
        {!query.data && !query.isError && <Skeleton height={120} radius="md" />}
        {query.data?.results.length === 0 && <Text c="dimmed">Групп пока нет — создайте первую на вкладке «Группы».</Text>}
        {query.data && query.data.results.length > 0 && (
          <Paper withBorder>
            <ScrollBox label="Топ групп, прокручивается вбок">
              <Table miw={440} verticalSpacing="xs" horizontalSpacing="xs" aria-labelledby={headingId}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={64}>Место</Table.Th>
                    <Table.Th>Группа</Table.Th>
                    <Table.Th ta="right">Опыт</Table.Th>
                    <Table.Th ta="right">Уровень</Table.Th>
                    <Table.Th ta="right">Участники</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {query.data.results.map((group) => (
                    <Table.Tr key={group.id} aria-current={group.is_mine ? 'true' : undefined} fw={group.is_mine ? 700 : undefined}>
                      <Table.Td>{group.place}</Table.Td>
                      <Table.Td>
                        <Group gap="sm" wrap="nowrap">
                          <Avatar src={group.avatar} alt="" name={group.name} color="initials" size={28} radius="sm" />
                          <Text fw="inherit" truncate maw={220}>
                            {group.name}
                            {group.is_mine && ' (ваша)'}
                          </Text>
                        </Group>
                      </Table.Td>
                      <Table.Td ta="right">{numberFormat.format(group.experience_points)}</Table.Td>
                      <Table.Td ta="right">{group.level}</Table.Td>
                      <Table.Td ta="right">{group.members_count}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollBox>
          </Paper>
        )}
      </Stack>
    </section>
  );
}
