import type { Pet, PetAction, PetMood } from '@ege/core/pet/pet-schemas';
import { pluralRu } from '@ege/core/text/plural-ru';
import { Badge, Button, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCookie, IconHeart, IconRefresh } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { describeError } from '../../lib/describe-error';
import { usePet } from './api/use-pet';
import { usePetInteraction } from './api/use-pet-interaction';

const faces: Record<PetMood, string> = { happy: '😺', calm: '🐱', sad: '😿', hungry: '🙀' };
const moodColors: Record<PetMood, string> = { happy: 'green', calm: 'blue', sad: 'gray', hungry: 'orange' };
const actions: { action: PetAction; label: string; enabled: (pet: Pet) => boolean }[] = [
  { action: 'feed', label: 'Покормить', enabled: (pet) => pet.can_feed },
  { action: 'play', label: 'Поиграть', enabled: (pet) => pet.can_play },
  { action: 'pet', label: 'Погладить', enabled: () => true },
];

function practiceLineOf(days: number | null): string {
  if (days === null) return 'Решите первую задачу — питомец ждёт!';
  if (days === 0) return 'Сегодня вы занимались — питомец доволен.';
  if (days === 1) return 'Последняя решённая задача — вчера.';
  return `Без практики ${days} ${pluralRu(days, ['день', 'дня', 'дней'])}: питомец скучает.`;
}

function PetSkeleton() {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} aria-busy="true" aria-label="Загрузка питомца">
      <Stack gap="sm">
        <Group gap="md">
          <Skeleton height={56} circle />
          <Skeleton height={22} width="40%" radius="md" />
        </Group>
        <Skeleton height={12} radius="xl" />
        <Skeleton height={36} radius="md" />
      </Stack>
    </Paper>
  );
}

/** The Профиль tab's pet (decision 035): fed with treats that solved tasks earn, sad after days without practice. */
export function PetCard() {
  const headingId = useId();
  const query = usePet();
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const interact = usePetInteraction({
    onDone: (result) => setNote({ text: result.message, error: false }),
    onError: (error) => setNote({ text: describeError(error).message, error: true }),
  });

  if (!query.data) {
    if (!query.isError) return <PetSkeleton />;
    return (
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm" align="flex-start">
          <Group gap="xs" c="red">
            <IconAlertCircle size={20} aria-hidden="true" />
            <Text fw={600}>Ошибка загрузки питомца</Text>
          </Group>
          <Text size="sm">{describeError(query.error).message}</Text>
          <Button variant="light" leftSection={<IconRefresh size={18} />} onClick={() => void query.refetch()} loading={query.isFetching}>
            Повторить
          </Button>
        </Stack>
      </Paper>
    );
  }

  const pet = query.data;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="md" wrap="nowrap" align="center">
          <Text fz={48} lh={1} aria-hidden="true">
            {faces[pet.mood]}
          </Text>
          <Stack gap={4}>
            <Group gap="xs" align="center">
              <Title order={2} fz="lg" id={headingId}>
                Питомец {pet.name}
              </Title>
              <Badge color={moodColors[pet.mood]} variant="light" tt="none">
                {pet.mood_text}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {practiceLineOf(pet.days_without_practice)}
            </Text>
          </Stack>
        </Group>
        <div>
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={600}>
              Сытость
            </Text>
            <Text size="sm">{pet.satiety} из 100</Text>
          </Group>
          <Progress value={pet.satiety} color={pet.mood === 'hungry' ? 'orange' : 'green'} aria-label={`Сытость: ${pet.satiety} из 100`} />
        </div>
        <Group gap="lg">
          <Group gap={6} wrap="nowrap">
            <IconCookie size={18} aria-hidden="true" />
            <Text size="sm">
              Лакомства: <b>{pet.treats}</b>
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconHeart size={18} aria-hidden="true" />
            <Text size="sm">
              Дружба: <b>{pet.affection}</b> {pluralRu(pet.affection, ['день', 'дня', 'дней'])}
            </Text>
          </Group>
        </Group>
        <Group gap="xs">
          {actions.map(({ action, label, enabled }) => (
            <Button
              key={action}
              variant={action === 'feed' ? 'filled' : 'light'}
              disabled={!enabled(pet) || interact.isPending}
              loading={interact.isPending && interact.variables?.action === action}
              onClick={() => interact.mutate({ action })}
            >
              {label}
            </Button>
          ))}
        </Group>
        <Text size="sm" c={note?.error ? 'red' : undefined} role="status" aria-live="polite">
          {note?.text ?? 'Каждая решённая задача — лакомство. Играть можно раз в день.'}
        </Text>
      </Stack>
    </Paper>
  );
}
