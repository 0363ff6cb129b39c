import type { NewsItem } from '@ege/core/news/news-schemas';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconEye, IconEyeOff, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { formatIssuedDate } from '../../lib/format-issued-date';

type NewsAdminCardProps = {
  item: NewsItem;
  toggling: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
};

/** One news item as the admin manages it: its state, its order and the three actions. */
export function NewsAdminCard({ item, toggling, onEdit, onToggle, onDelete }: NewsAdminCardProps) {
  const titleId = useId();
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="article" aria-labelledby={titleId} data-hidden={item.is_published ? undefined : true}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={2} fz="lg" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Title>
          <Badge color={item.is_published ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {item.is_published ? 'Опубликовано' : 'Скрыто'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {formatIssuedDate(item.date)}
          {item.author_username ? ` · ${item.author_username}` : ''}
          {item.priority !== 0 ? ` · приоритет ${item.priority}` : ''}
        </Text>
        {item.short_content && <Text size="sm">{item.short_content}</Text>}
        {item.tags.length > 0 && (
          <Group gap={6}>
            {item.tags.map((tag) => (
              <Badge key={tag} variant="outline" color="gray" size="sm" tt="none">
                {tag}
              </Badge>
            ))}
          </Group>
        )}
        <Group gap="xs" mt={4}>
          <Button size="xs" variant="light" leftSection={<IconEdit size={16} />} onClick={onEdit}>
            Редактировать
          </Button>
          <Button size="xs" variant="default" leftSection={item.is_published ? <IconEyeOff size={16} /> : <IconEye size={16} />} loading={toggling} onClick={onToggle}>
            {item.is_published ? 'Скрыть' : 'Опубликовать'}
          </Button>
          <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
            Удалить
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
