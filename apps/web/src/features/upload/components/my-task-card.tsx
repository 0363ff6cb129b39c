import '@mantine/core/styles/Tooltip.css';
import type { MinimalTask } from '@ege/core/tasks/authoring/task-authoring-schemas';
import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { difficultyOf } from '../utils/difficulty-options';
import { formatCreatedAt } from '../utils/format-created-at';

type MyTaskCardProps = { task: MinimalTask; onDelete: (task: MinimalTask) => void };

export function MyTaskCard({ task, onDelete }: MyTaskCardProps) {
  const difficulty = difficultyOf(task.difficulty);
  return (
    <Paper withBorder p="md" component="article" aria-label={`Задание #${task.id}`}>
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap" align="center" gap="xs">
          <Group gap={8} wrap="wrap">
            <Badge variant="filled" radius="sm" tt="none">
              Тип {task.type}
            </Badge>
            <Text fw={700} size="sm">
              #{task.id}
            </Text>
            <Badge variant="light" color={difficulty.color} radius="sm" tt="none">
              {difficulty.label}
            </Badge>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Изменить">
              <ActionIcon renderRoot={(props) => <Link {...props} to="/upload-task/$id" params={{ id: String(task.id) }} />} variant="subtle" size="lg" aria-label={`Изменить задание #${task.id}`}>
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Удалить">
              <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Удалить задание #${task.id}`} onClick={() => onDelete(task)}>
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Text size="sm" lineClamp={2} c={task.excerpt ? undefined : 'dimmed'}>
          {task.excerpt || 'Без текста'}
        </Text>
        <Text size="xs" c="dimmed">
          Загружено {formatCreatedAt(task.created_at)}
        </Text>
      </Stack>
    </Paper>
  );
}
