import type { NewsItem } from '@ege/core/news/news-schemas';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { TaskHtml } from '../../components/task-html';
import { formatIssuedDate } from '../../lib/format-issued-date';

/** One news item in full: the server sanitised its HTML on the way in, as a task's text. */
export function NewsCard({ item }: { item: NewsItem }) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <div>
          <Group gap="xs" align="center" wrap="wrap">
            <Text size="sm" c="dimmed" component="time" dateTime={item.date}>
              {formatIssuedDate(item.date)}
            </Text>
            {!item.is_published && (
              <Badge color="gray" variant="light" size="sm">
                Скрыто
              </Badge>
            )}
          </Group>
          <Title order={2} fz={{ base: 'lg', sm: 'xl' }} id={titleId} mt={4} style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Title>
        </div>
        <TaskHtml html={item.content} />
        {item.tags.length > 0 && (
          <Group gap={6} aria-label="Теги">
            {item.tags.map((tag) => (
              <Badge key={tag} variant="light" size="sm" tt="none">
                {tag}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
