import { Container, Stack, Text, Title } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { PageNotice } from '../../components/page-notice';
import { describeError } from '../../lib/describe-error';
import { usePageTitle } from '../../lib/use-page-title';
import type { AppliedActivityFilters } from './activity-filter-values';
import { ActivityCardsSkeleton } from './activity-cards-skeleton';
import { ActivityFilters } from './activity-filters';
import { ActivityResults } from './activity-results';
import { AdminGate } from './admin-gate';
import { invalidateActivity } from './api/invalidate-activity';
import { useActivityFeed } from './api/use-activity-feed';

function ActivityScreen() {
  const [filters, setFilters] = useState<AppliedActivityFilters | null>(null);
  const [page, setPage] = useState(1);
  const [autoRefresh, setAutoRefresh] = useState(false);
  const { query, pollError } = useActivityFeed(filters, page, autoRefresh);

  const apply = (next: AppliedActivityFilters) => {
    setFilters(next);
    setPage(1);
    // The same filters again still mean "show me the latest".
    void invalidateActivity();
  };
  const error = query.isError ? describeError(query.error).message : pollError;

  return (
    <Stack gap="md">
      <ActivityFilters onApply={apply} autoRefresh={autoRefresh} onAutoRefreshChange={setAutoRefresh} />
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      {!filters && <PageNotice icon={<IconUserSearch size={28} />} title="Выберите пользователя" description="Найдите его по имени или id, задайте фильтры и нажмите «Применить»." />}
      {filters && query.isPending && <ActivityCardsSkeleton />}
      {/* Keyed by the filters: another user or filter starts with the first three cards open again. */}
      {filters && query.data && <ActivityResults key={JSON.stringify(filters)} data={query.data} onPageChange={setPage} />}
    </Stack>
  );
}

/** 'Активность пользователей' (SPEC §2 Admin screens): one user's attempts, task by task. */
export function UserActivityPage() {
  usePageTitle('Активность пользователей');
  return (
    <Container size="md" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Активность пользователей
          </Title>
          <Text c="dimmed">Попытки пользователя по заданиям, новые сверху</Text>
        </div>
        <AdminGate>
          <ActivityScreen />
        </AdminGate>
      </Stack>
    </Container>
  );
}
