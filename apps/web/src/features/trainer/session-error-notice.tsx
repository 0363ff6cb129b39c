import { Button, EmptyState, Paper } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';

/** The profile call behind the session failed: the trainer cannot tell who is signed in. */
export function SessionErrorNotice({ message, retry, retrying }: { message: string; retry: () => void; retrying: boolean }) {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
      <EmptyState variant="light" color="red" icon={<IconAlertCircle size={28} />} title="Ошибка загрузки профиля" description={message} py="lg">
        <EmptyState.Actions>
          <Button leftSection={<IconRefresh size={18} />} onClick={retry} loading={retrying}>
            Повторить
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
