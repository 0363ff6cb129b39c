import { Alert, Button } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';

/** The thread did not load: the reason and 'Повторить'. */
export function CommentsError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title="Не удалось загрузить комментарии">
      {message}
      <Button display="block" mt="sm" size="xs" variant="light" color="red" leftSection={<IconRefresh size={16} />} onClick={onRetry} loading={retrying}>
        Повторить
      </Button>
    </Alert>
  );
}
