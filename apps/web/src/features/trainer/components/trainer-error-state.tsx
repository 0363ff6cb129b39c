import { Button } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { PageNotice } from '../../../components/page-notice';

type TrainerErrorStateProps = {
  message: string;
  onRetry: () => void;
  retrying: boolean;
};

/** SPEC §2 Task trainer: 'Ошибка' with 'Повторить' and 'Назад' (back in history). */
export function TrainerErrorState({ message, onRetry, retrying }: TrainerErrorStateProps) {
  const router = useRouter();
  return (
    <PageNotice icon={<IconAlertCircle size={28} />} color="red" title="Ошибка" description={message}>
      <Button leftSection={<IconRefresh size={18} />} onClick={onRetry} loading={retrying}>
        Повторить
      </Button>
      <Button variant="default" leftSection={<IconArrowLeft size={18} />} onClick={() => router.history.back()}>
        Назад
      </Button>
    </PageNotice>
  );
}
