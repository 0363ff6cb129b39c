import { Button } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { PageNotice } from './page-notice';

/** The profile call behind the session failed: the page cannot tell who is signed in. */
export function SessionErrorNotice({ message, retry, retrying }: { message: string; retry: () => void; retrying: boolean }) {
  return (
    <PageNotice icon={<IconAlertCircle size={28} />} color="red" title="Ошибка загрузки профиля" description={message}>
      <Button leftSection={<IconRefresh size={18} />} onClick={retry} loading={retrying}>
        Повторить
      </Button>
    </PageNotice>
  );
}
