import type { QuestBonuses as Bonuses } from '@ege/core/quests/quest-schemas';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { describeError } from '../../lib/describe-error';
import { useClaimBonus } from './api/use-claim-bonus';
import { useQuestBonuses } from './api/use-quest-bonuses';

function BonusRow({ bonus, claiming, onClaim }: { bonus: Bonuses['bonuses'][number]; claiming: boolean; onClaim: () => void }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm">
        <b>{bonus.threshold}%</b> карты — +{bonus.experience} опыта
      </Text>
      {bonus.claimed && (
        <Badge color="green" variant="light" tt="none">
          Получен
        </Badge>
      )}
      {!bonus.claimed && !bonus.reached && (
        <Badge color="gray" variant="light" tt="none">
          Не достигнут
        </Badge>
      )}
      {bonus.can_claim && (
        <Button size="compact-sm" variant="light" loading={claiming} onClick={onClaim} aria-label={`Получить бонус ${bonus.threshold}%`}>
          Получить
        </Button>
      )}
    </Group>
  );
}

/** The weekly quest's bonuses: each threshold of the map pays once, when claimed (decision 038). */
export function QuestBonuses() {
  const headingId = useId();
  const query = useQuestBonuses();
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const claim = useClaimBonus({
    onClaimed: (message) => setNote({ text: message, error: false }),
    onError: (error) => setNote({ text: describeError(error).message, error: true }),
  });
  if (!query.data || query.data.quest_id === null) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group gap="xs">
          <IconGift size={20} aria-hidden="true" />
          <Title order={3} fz="md" id={headingId}>
            Бонусы за прогресс
          </Title>
        </Group>
        {query.data.bonuses.map((bonus) => (
          <BonusRow
            key={bonus.threshold}
            bonus={bonus}
            claiming={claim.isPending && claim.variables?.threshold === bonus.threshold}
            onClaim={() => claim.mutate({ threshold: bonus.threshold })}
          />
        ))}
        {note && (
          <Alert color={note.error ? 'red' : 'green'} variant="light" role={note.error ? 'alert' : 'status'} p="xs">
            {note.text}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
