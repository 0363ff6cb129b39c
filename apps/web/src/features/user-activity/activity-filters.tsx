import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useState } from 'react';
import { applyActivityFilters, type ActivityFilterValues, type ActivityStatusFilter, type AppliedActivityFilters, initialFilterValues, statusOptions, taskTypeOptions } from './activity-filter-values';
import { UserSearchField } from '../../components/user-search-field';

type ActivityFiltersProps = {
  onApply: (filters: AppliedActivityFilters) => void;
  autoRefresh: boolean;
  onAutoRefreshChange: (on: boolean) => void;
};

export function ActivityFilters({ onApply, autoRefresh, onAutoRefreshChange }: ActivityFiltersProps) {
  const [values, setValues] = useState<ActivityFilterValues>(initialFilterValues);
  const [error, setError] = useState<string | null>(null);
  const set = (change: Partial<ActivityFilterValues>) => setValues((old) => ({ ...old, ...change }));
  const apply = () => {
    const result = applyActivityFilters(values);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(null);
    onApply(result.filters);
  };

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="form" aria-label="Фильтры активности" onSubmit={(event) => { event.preventDefault(); apply(); }}>
      <Stack gap="sm">
        <UserSearchField
          label="Поиск пользователя"
          placeholder="Имя, e-mail или id — от 2 символов"
          afterPick="keep"
          onPick={(user) => {
            set({ userId: String(user.id) });
            setError(null);
          }}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput label="ID пользователя" inputMode="numeric" value={values.userId} onChange={(event) => set({ userId: event.currentTarget.value })} error={error} autoComplete="off" />
          <Select label="Тип задания" data={taskTypeOptions} value={values.taskType} onChange={(taskType) => set({ taskType: taskType ?? 'all' })} allowDeselect={false} maxDropdownHeight={280} />
          <Select label="Статус" data={statusOptions} value={values.status} onChange={(status) => set({ status: (status ?? 'all') as ActivityStatusFilter })} allowDeselect={false} />
        </SimpleGrid>
        <Group justify="space-between" gap="sm">
          <Checkbox label="Автообновление" checked={autoRefresh} onChange={(event) => onAutoRefreshChange(event.currentTarget.checked)} />
          <Button type="submit" leftSection={<IconFilter size={16} />}>
            Применить
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
