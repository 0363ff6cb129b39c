import { Container, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../lib/use-page-title';
import { NewsManager } from './news-manager';
import { NewsWriterGate } from './news-writer-gate';

export function AdminNewsPage() {
  usePageTitle('Управление новостями');
  return (
    <Container size="md" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Управление новостями
          </Title>
          <Text c="dimmed">Новости для всех учеников: приоритет выше — выше в списке</Text>
        </div>
        <NewsWriterGate>
          <NewsManager />
        </NewsWriterGate>
      </Stack>
    </Container>
  );
}
