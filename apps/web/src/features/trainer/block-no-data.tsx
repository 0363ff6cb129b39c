import { Button, EmptyState, Paper } from '@mantine/core';
import { IconDatabaseOff, IconRefresh } from '@tabler/icons-react';

export const blockNoDataText = 'Не удалось загрузить условие или вопросы для блока 19-21. Попробуйте обновить страницу или выбрать другой тип задания.';

/** A block with fewer than three questions or no data (SPEC §2 Task trainer, §5). */
export function BlockNoData({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
      <EmptyState variant="light" icon={<IconDatabaseOff size={28} />} title="Нет данных" description={blockNoDataText} py="lg">
        <EmptyState.Actions>
          <Button leftSection={<IconRefresh size={18} />} onClick={onRetry} loading={retrying}>
            Повторить
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
