import type { NewsItem } from '@ege/core/news/news-schemas';
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { describeError } from '../../lib/describe-error';
import { formatIssuedDate } from '../../lib/format-issued-date';
import { useRecentNews } from './api/use-recent-news';

/** What a card of the block says under its title: the short description, or the text's first words. */
function summaryOf(item: NewsItem): string {
  if (item.short_content) return item.short_content;
  const text = new DOMParser().parseFromString(item.content, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  return text.length > 160 ? `${text.slice(0, 159).trimEnd()}…` : text;
}

/** The profile's recent-news block (SPEC §2): the newest published news, 'Новостей пока нет' without any. */
export function RecentNews({ limit = 3 }: { limit?: number }) {
  const headingId = useId();
  const news = useRecentNews(limit);
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="sm">
          <Title order={2} fz="xl" id={headingId}>
            Новости
          </Title>
          <Anchor component={Link} to="/news" size="sm">
            Все новости
          </Anchor>
        </Group>
        {news.isPending && <Skeleton height={88} radius="md" aria-label="Загрузка новостей" />}
        {news.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title="Ошибка загрузки новостей" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{describeError(news.error).message}</Text>
              <Button size="xs" variant="light" color="red" loading={news.isFetching} onClick={() => void news.refetch()}>
                Повторить
              </Button>
            </Stack>
          </Alert>
        )}
        {news.data?.length === 0 && (
          <Paper withBorder p="md">
            <Text c="dimmed">Новостей пока нет</Text>
          </Paper>
        )}
        {news.data && news.data.length > 0 && (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {news.data.map((item) => (
              <Paper key={item.id} withBorder p="sm" component="li">
                <Text size="xs" c="dimmed" component="time" dateTime={item.date}>
                  {formatIssuedDate(item.date)}
                </Text>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {item.title}
                </Text>
                <Text size="sm" lineClamp={3}>
                  {summaryOf(item)}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </section>
  );
}
