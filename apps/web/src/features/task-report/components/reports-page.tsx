import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import {
  reportQueueOrderLabels,
  reportQueueOrders,
  taskReportStatuses,
  type ReportQueueOrder,
  type TaskReportStatus,
} from '@ege/core/task-reports/task-report-schemas';
import { Container, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/use-page-title';
import { ReportQueueView } from './report-queue-view';
import { ReportsGate } from './reports-gate';

const statusTabs: Record<TaskReportStatus, string> = { open: 'Открытые', accepted: 'Принятые', rejected: 'Отклонённые' };

type ReportsPageProps = {
  status: TaskReportStatus;
  order: ReportQueueOrder;
  onChange: (next: { status: TaskReportStatus; order: ReportQueueOrder }) => void;
};

/** /reports: 'Ошибки в заданиях', the students' reports and the numbers' flags for authors, moderators and admins (issue 30 §1). */
export function ReportsPage({ status, order, onChange }: ReportsPageProps) {
  usePageTitle('Ошибки в заданиях');
  return (
    <Container size="md" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Ошибки в заданиях
          </Title>
          <Text c="dimmed">Сообщения учеников и отметки статистики: ответ придёт автору сообщения в уведомления</Text>
        </div>
        <ReportsGate>
          {() => (
            <>
              <Group gap="sm" wrap="wrap" justify="space-between">
                <SegmentedControl
                  aria-label="Статус сообщений"
                  value={status}
                  onChange={(value) => onChange({ status: value as TaskReportStatus, order })}
                  data={taskReportStatuses.map((value) => ({ value, label: statusTabs[value] }))}
                />
                <SegmentedControl
                  aria-label="Порядок"
                  value={order}
                  onChange={(value) => onChange({ status, order: value as ReportQueueOrder })}
                  data={reportQueueOrders.map((value) => ({ value, label: reportQueueOrderLabels[value] }))}
                />
              </Group>
              <ReportQueueView status={status} order={order} />
            </>
          )}
        </ReportsGate>
      </Stack>
    </Container>
  );
}
