import type { QueueFlag, QueueReport, ReportQueueItem } from '@ege/core/task-reports/task-report-schemas';
import { pluralRu } from '@ege/core/text/plural-ru';
import { Badge, Card, Group, Stack } from '@mantine/core';
import { FlagEntry } from './flag-entry';
import { ReportEntry } from './report-entry';
import { ReportTargetHeading } from './report-target-heading';

type ReportItemCardProps = {
  item: ReportQueueItem;
  onHandle: (report: QueueReport, status: 'accepted' | 'rejected', item: ReportQueueItem) => void;
  hidingFlag: number | null;
  onHideFlag: (flag: QueueFlag) => void;
};

export function targetKeyOf(item: ReportQueueItem): string {
  return item.target.kind === 'task' ? `task-${item.target.task_id}` : `generator-${item.target.generator}-${item.target.generator_version}`;
}

/** One target of the queue: what it is, how many reports, its flags, then each report. */
export function ReportItemCard({ item, onHandle, hidingFlag, onHideFlag }: ReportItemCardProps) {
  const headingId = `report-target-${targetKeyOf(item)}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <ReportTargetHeading target={item.target} headingId={headingId} />
          {item.report_count > 0 && (
            <Badge variant="filled" color="indigo" tt="none" style={{ flexShrink: 0 }}>
              {item.report_count} {pluralRu(item.report_count, ['сообщение', 'сообщения', 'сообщений'])}
            </Badge>
          )}
        </Group>
        {item.flags.length > 0 && (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Отметки статистики">
            {item.flags.map((flag) => (
              <FlagEntry key={flag.id} flag={flag} hiding={hidingFlag === flag.id} onHide={onHideFlag} />
            ))}
          </Stack>
        )}
        {item.reports.length > 0 && (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Сообщения">
            {item.reports.map((report) => (
              <ReportEntry key={report.id} report={report} showTask={item.target.kind === 'generator'} onHandle={(handled, status) => onHandle(handled, status, item)} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
