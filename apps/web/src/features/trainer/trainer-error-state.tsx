import { Button, EmptyState, Group, Paper } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';

type TrainerErrorStateProps = {
  message: string;
  onRetry: () => void;
  retrying: boolean;
};

/** SPEC §2 Task trainer: 'Ошибка' with 'Повторить' and 'Назад' (back in history). */
export function TrainerErrorState({ message, onRetry, retrying }: TrainerErrorStateProps) {
  const router = useRouter();
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
      <EmptyState variant="light" color="red" icon={<IconAlertCircle size={28} />} title="Ошибка" description={message} py="lg">
        <EmptyState.Actions>
          <Group justify="center" gap="sm">
            <Button leftSection={<IconRefresh size={18} />} onClick={onRetry} loading={retrying}>
              Повторить
            </Button>
            <Button variant="default" leftSection={<IconArrowLeft size={18} />} onClick={() => router.history.back()}>
              Назад
            </Button>
          </Group>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
