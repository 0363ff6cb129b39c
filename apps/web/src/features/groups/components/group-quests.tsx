import type { GroupDetail, GroupQuest } from '@ege/core/groups/group-schemas';
import { Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconFlag, IconRefresh, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmActionModal } from './confirm-action-modal';
import { GroupErrorAlert } from './group-error-alert';
import { useAbandonGroupQuest } from '../api/use-abandon-group-quest';
import { useGenerateGroupQuest } from '../api/use-generate-group-quest';
import { useRecountGroupQuest } from '../api/use-recount-group-quest';

const numberFormat = new Intl.NumberFormat('ru-RU');
const dateFormat = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long' });
const statuses: Record<GroupQuest['status'], { label: string; color: string }> = {
  active: { label: 'Активен', color: 'blue' },
  completed: { label: 'Выполнен', color: 'green' },
  failed: { label: 'Провален', color: 'gray' },
};

/** The quests tab: the group's quests; the leader generates and abandons (both confirmed), anyone recounts. */
export function GroupQuests({ group }: { group: GroupDetail }) {
  const leader = group.my_permissions!.can_manage_quests;
  const active = group.quests.find((quest) => quest.status === 'active');
  const [confirm, setConfirm] = useState<'generate' | 'abandon' | null>(null);
  const close = () => setConfirm(null);
  const generate = useGenerateGroupQuest(close);
  const abandon = useAbandonGroupQuest(close);
  const recount = useRecountGroupQuest();
  return (
    <Stack gap="md">
      <Group gap="sm">
        {leader && !active && (
          <Button leftSection={<IconSparkles size={18} />} onClick={() => setConfirm('generate')}>
            Новый квест
          </Button>
        )}
        {active && (
          <Button variant="light" leftSection={<IconRefresh size={18} />} loading={recount.isPending} onClick={() => recount.mutate({ id: group.id, questId: active.id })}>
            Обновить прогресс
          </Button>
        )}
        {leader && active && (
          <Button variant="default" color="red" leftSection={<IconFlag size={18} />} onClick={() => setConfirm('abandon')}>
            Отказаться от квеста
          </Button>
        )}
      </Group>
      <GroupErrorAlert title="Ошибка обновления квеста" error={recount.error} />
      {group.quests.length === 0 && <Text c="dimmed">Квестов пока не было.</Text>}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {group.quests.map((quest) => (
          <Paper key={quest.id} withBorder p="md" component="li">
            <Stack gap={6}>
              <Group justify="space-between" gap="sm">
                <Text fw={600}>{quest.title}</Text>
                <Badge variant="light" color={statuses[quest.status].color}>
                  {statuses[quest.status].label}
                </Badge>
              </Group>
              <Text size="sm">{quest.description}</Text>
              <Progress value={quest.progress_percentage} radius="xl" aria-label={`Прогресс квеста «${quest.title}»: ${quest.progress_percentage}%`} />
              <Text size="sm" c="dimmed">
                {numberFormat.format(quest.current_experience)} из {numberFormat.format(quest.target_experience)} опыта · задач: {quest.tasks_solved} · достижений: {quest.achievements} · награда {quest.experience_reward} опыта ·
                до {dateFormat.format(new Date(quest.expires_at))}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <ConfirmActionModal
        opened={confirm === 'generate'}
        title="Новый квест группы"
        text="Создать квест на неделю? Цель рассчитывается по опыту группы за прошлую неделю."
        confirmLabel="Создать"
        color="blue"
        pending={generate.isPending}
        error={<GroupErrorAlert title="Ошибка генерации квеста" error={generate.error} />}
        onCancel={() => setConfirm(null)}
        onConfirm={() => generate.mutate({ id: group.id })}
      />
      <ConfirmActionModal
        opened={confirm === 'abandon'}
        title="Отказаться от квеста"
        text="Квест будет провален, а награда не будет получена. Отказаться?"
        confirmLabel="Отказаться"
        pending={abandon.isPending}
        error={<GroupErrorAlert title="Ошибка отмены квеста" error={abandon.error} />}
        onCancel={() => setConfirm(null)}
        onConfirm={() => active && abandon.mutate({ id: group.id, questId: active.id })}
      />
    </Stack>
  );
}
