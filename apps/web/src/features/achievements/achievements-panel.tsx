import '@mantine/core/styles/Chip.css';
import type { AchievementCategory } from '@ege/core/achievements/achievement-categories';
import { pluralRu } from '@ege/core/text/plural-ru';
import { Alert, Button, Chip, Group, Progress, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { describeError } from '../../lib/describe-error';
import { AchievementCard } from './achievement-card';
import { AchievementSoundSwitch } from './achievement-sound-switch';
import { useAchievementProgress } from './api/use-achievement-progress';

const all = 'all';

/**
 * SPEC §2 Achievements: chips Все and the six categories, cards earned first (the server's order),
 * a bar towards each countable one. The body of /achievements and of the profile's tab.
 */
export function AchievementsPanel() {
  const [category, setCategory] = useState<AchievementCategory | typeof all>(all);
  const progress = useAchievementProgress();

  if (progress.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Загрузка достижений">
        <Skeleton height={32} width="70%" />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={96} radius="md" />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }
  if (progress.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title="Ошибка загрузки достижений" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{describeError(progress.error).message}</Text>
          <Button size="xs" variant="light" color="red" loading={progress.isFetching} onClick={() => void progress.refetch()}>
            Повторить
          </Button>
        </Stack>
      </Alert>
    );
  }

  const { achievements, categories, earned_count, total_count, total_points } = progress.data;
  const shown = category === all ? achievements : achievements.filter((achievement) => achievement.category === category);
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>
            Получено {earned_count} из {total_count}
          </Text>
          <Text c="dimmed" size="sm">
            Очки достижений: {total_points}
          </Text>
        </Group>
        <Progress value={(earned_count / total_count) * 100} color="yellow" aria-label={`Получено ${earned_count} из ${total_count} ${pluralRu(total_count, ['достижения', 'достижений', 'достижений'])}`} />
      </Stack>
      <Chip.Group multiple={false} value={category} onChange={(value) => setCategory(value as AchievementCategory | typeof all)}>
        <Group gap="xs" role="group" aria-label="Категории достижений">
          <Chip value={all}>Все</Chip>
          {categories.map((item) => (
            <Chip key={item.id} value={item.id}>
              {item.name}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map((achievement) => (
          <li key={achievement.id}>
            <AchievementCard achievement={achievement} />
          </li>
        ))}
      </SimpleGrid>
      <AchievementSoundSwitch />
    </Stack>
  );
}
