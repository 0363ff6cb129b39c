import { Avatar, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLogin2, IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { GroupErrorAlert } from './group-error-alert';
import { useGroupSearch } from '../api/use-group-search';
import { useJoinGroup } from '../api/use-join-group';

/** The empty state's way into an open group: search by name, then join (a closed one only by invitation). */
export function JoinGroupSearch() {
  const headingId = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const query = useGroupSearch(q);
  const join = useJoinGroup();
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} fz="lg" id={headingId}>
          Открытые группы
        </Title>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setQ(text.trim());
          }}
        >
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput label="Название" placeholder="Часть названия" value={text} onChange={(event) => setText(event.currentTarget.value)} style={{ flex: 1 }} />
            <Button type="submit" variant="light" leftSection={<IconSearch size={16} />}>
              Найти
            </Button>
          </Group>
        </form>
        {query.isError && <GroupErrorAlert title="Ошибка загрузки данных группы" error={query.error} />}
        {!query.data && !query.isError && <Skeleton height={56} radius="md" />}
        {query.data?.results.length === 0 && <Text c="dimmed">{q ? 'Ничего не найдено.' : 'Открытых групп пока нет.'}</Text>}
        <GroupErrorAlert title="Ошибка вступления в группу" error={join.error} />
        {query.data && query.data.results.length > 0 && (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {query.data.results.map((group) => (
              <Paper key={group.id} withBorder p="sm" component="li">
                <Group justify="space-between" gap="sm" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <Avatar src={group.avatar} alt="" name={group.name} color="initials" radius="sm" />
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} truncate>
                        {group.name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        Уровень {group.level} · участников: {group.members_count}
                      </Text>
                    </div>
                  </Group>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconLogin2 size={16} />}
                    loading={join.isPending && join.variables?.id === group.id}
                    onClick={() => join.mutate({ id: group.id })}
                    aria-label={`Вступить в группу ${group.name}`}
                  >
                    Вступить
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </section>
  );
}
