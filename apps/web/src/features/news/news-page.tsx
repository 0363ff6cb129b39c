import { Alert, Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconNews } from '@tabler/icons-react';
import { PageNotice } from '../../components/page-notice';
import { describeError } from '../../lib/describe-error';
import { usePageTitle } from '../../lib/use-page-title';
import { useNews } from './api/use-news';
import { NewsCard } from './news-card';

/** Everyone's news page (beyond the spec): the important first, then the newest, as the server orders them. */
export function NewsPage() {
  usePageTitle('Новости');
  const news = useNews();
  return (
    <Container size="sm" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Новости
          </Title>
          <Text c="dimmed">Объявления тренажера и подготовки к ЕГЭ</Text>
        </div>
        {news.isPending && (
          <Stack gap="md" aria-label="Загрузка новостей">
            {[0, 1].map((key) => (
              <Skeleton key={key} height={180} radius="md" />
            ))}
          </Stack>
        )}
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
        {news.data?.length === 0 && <PageNotice icon={<IconNews size={28} />} title="Новостей пока нет" description="Здесь появятся объявления о пробниках, новых заданиях и изменениях в ЕГЭ." />}
        {news.data?.map((item) => <NewsCard key={item.id} item={item} />)}
      </Stack>
    </Container>
  );
}
