import type { GroupDetail } from '@ege/core/groups/group-schemas';
import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';

const numberFormat = new Intl.NumberFormat('ru-RU');

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
    </Paper>
  );
}

/** The overview: level and progress, the active quest, and what each member earned this week. */
export function GroupOverview({ group }: { group: GroupDetail }) {
  const weekId = useId();
  const active = group.quests.find((quest) => quest.status === 'active');
  const week = [...group.members].sort((a, b) => b.week_points - a.week_points);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Stat label="Уровень" value={String(group.level)} />
        <Stat label="Опыт" value={numberFormat.format(group.experience_points)} />
        <Stat label="Участники" value={String(group.members_count)} />
        <Stat label="Очки достижений" value={numberFormat.format(group.total_achievement_points)} />
      </SimpleGrid>
      <Stack gap={4}>
        <Group justify="space-between">
          <Text fw={600}>Уровень {group.level}</Text>
          <Text size="sm" c="dimmed">
            {numberFormat.format(group.experience_points)} / {numberFormat.format(group.experience_for_next_level)} опыта
          </Text>
        </Group>
        <Progress value={group.progress_percentage} size="lg" radius="xl" aria-label={`Прогресс уровня группы: ${group.progress_percentage}%`} />
      </Stack>
      <Paper withBorder p="md">
        <Stack gap={6}>
          <Title order={3} fz="md">
            Квест группы
          </Title>
          {active ? (
            <>
              <Text fw={600}>{active.title}</Text>
              <Progress value={active.progress_percentage} size="md" radius="xl" aria-label={`Прогресс квеста: ${active.progress_percentage}%`} />
              <Text size="sm" c="dimmed">
                {numberFormat.format(active.current_experience)} из {numberFormat.format(active.target_experience)} опыта · решено задач: {active.tasks_solved}
              </Text>
            </>
          ) : (
            <Text c="dimmed">Активного квеста нет.</Text>
          )}
        </Stack>
      </Paper>
      <section aria-labelledby={weekId}>
        <Title order={3} fz="md" mb="xs" id={weekId}>
          Неделя участников
        </Title>
        <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {week.map((member) => (
            <Group key={member.id} component="li" justify="space-between" gap="sm" wrap="nowrap">
              <Text truncate>{member.user_username}</Text>
              <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                {numberFormat.format(member.week_points)} опыта
              </Text>
            </Group>
          ))}
        </Stack>
      </section>
    </Stack>
  );
}
