import { Button } from '@mantine/core';
import { IconDatabaseOff, IconRefresh } from '@tabler/icons-react';
import { PageNotice } from '../../../components/page-notice';

export const blockNoDataText = 'Не удалось загрузить условие или вопросы для блока 19-21. Попробуйте обновить страницу или выбрать другой тип задания.';

/** A block with fewer than three questions or no data (SPEC §2 Task trainer, §5). */
export function BlockNoData({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <PageNotice icon={<IconDatabaseOff size={28} />} title="Нет данных" description={blockNoDataText}>
      <Button leftSection={<IconRefresh size={18} />} onClick={onRetry} loading={retrying}>
        Повторить
      </Button>
    </PageNotice>
  );
}
