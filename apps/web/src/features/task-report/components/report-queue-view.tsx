import type { QueueFlag, ReportQueueOrder, TaskReportStatus } from '@ege/core/task-reports/task-report-schemas';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconChecks, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { PageNotice } from '../../../components/page-notice';
import { ShowMoreButton } from '../../../components/show-more-button';
import { describeError } from '../../../lib/describe-error';
import { useDismissFlag } from '../api/use-dismiss-flag';
import { useReportQueue } from '../api/use-report-queue';
import { HandleReportModal, type HandleTarget } from './handle-report-modal';
import { ReportItemCard, targetKeyOf } from './report-item-card';

const emptyTitles: Record<TaskReportStatus, string> = {
  open: 'Открытых сообщений нет',
  accepted: 'Принятых сообщений нет',
  rejected: 'Отклонённых сообщений нет',
};

/** The queue of one status and order: the cards one under another, 'Показать ещё', the handling dialog. */
export function ReportQueueView({ status, order }: { status: TaskReportStatus; order: ReportQueueOrder }) {
  const queue = useReportQueue(status, order);
  const [handling, setHandling] = useState<HandleTarget | null>(null);
  const dismiss = useDismissFlag();
  const hide = (flag: QueueFlag) =>
    dismiss.mutate(flag.id, {
      onError: (error) => notifications.show({ color: 'red', title: 'Отметка не скрыта', message: describeError(error).message }),
    });

  if (queue.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Загрузка сообщений">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h={180} radius="md" />
        ))}
      </Stack>
    );
  }
  if (queue.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title="Не удалось загрузить сообщения">
        <Stack gap="sm" align="flex-start">
          {describeError(queue.error).message}
          <Button size="compact-sm" variant="light" color="red" leftSection={<IconRefresh size={16} />} loading={queue.isFetching} onClick={() => void queue.refetch()}>
            Повторить
          </Button>
        </Stack>
      </Alert>
    );
  }
  const items = queue.data.pages.flatMap((page) => page.results);
  if (items.length === 0) return <PageNotice icon={<IconChecks size={28} />} title={emptyTitles[status]} description={status === 'open' ? 'Новые сообщения учеников и отметки статистики появятся здесь.' : undefined} />;
  return (
    <Stack gap="md">
      {items.map((item) => (
        <ReportItemCard
          key={targetKeyOf(item)}
          item={item}
          onHandle={(report, next, of) => setHandling({ report, status: next, item: of })}
          hidingFlag={dismiss.isPending ? dismiss.variables : null}
          onHideFlag={hide}
        />
      ))}
      <ShowMoreButton query={queue} label="Показать ещё сообщения" />
      <HandleReportModal target={handling} onClose={() => setHandling(null)} />
    </Stack>
  );
}
