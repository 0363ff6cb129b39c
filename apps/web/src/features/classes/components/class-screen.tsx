import type { ClassPeriod } from '@ege/core/classes/class-schemas';
import { Alert, Anchor, Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { describeError } from '../../../lib/describe-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { exportClassReport } from '../api/export-class-report';
import { useClassReport } from '../api/use-class-report';
import { formatPeriod } from '../utils/format-period';
import { classKindLabels } from './class-card';
import { ClassReportView } from './class-report-view';
import { ExportButtons } from './export-buttons';
import { PeriodControl } from './period-control';

function ReportSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Загрузка отчёта">
      <Skeleton h={28} w={260} />
      {[0, 1, 2, 3, 4].map((index) => (
        <Skeleton key={index} h={30} />
      ))}
      <Skeleton h={120} mt="md" />
    </Stack>
  );
}

type ClassScreenProps = { id: number; period: ClassPeriod; onPeriod: (period: ClassPeriod) => void };

/** /classes/{id}: who is stuck where, at a glance (issue 29 §1). */
export function ClassScreen({ id, period, onPeriod }: ClassScreenProps) {
  const report = useClassReport(id, period);
  const name = report.data?.class.name;
  usePageTitle(name ? `Класс «${name}»` : 'Класс');

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/classes" size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden="true" />
          Все классы
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Group gap="xs" align="center">
            <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
              {name ?? 'Класс'}
            </Title>
            {report.data && (
              <Badge variant="light" color={report.data.class.kind === 'group' ? 'grape' : 'blue'} tt="none">
                {classKindLabels[report.data.class.kind]}
              </Badge>
            )}
          </Group>
          <Text c="dimmed" size="sm" mih={22}>
            {report.data ? `Ответы ${formatPeriod(report.data.from_day, report.data.to_day)} (по московскому времени)` : ''}
          </Text>
        </div>
        <Group gap="sm" align="flex-end">
          <PeriodControl value={period} onChange={onPeriod} />
          {/* Shown from the start, so nothing moves when the report comes. */}
          <ExportButtons what="отчёт класса" load={(format) => exportClassReport(id, period, format)} />
        </Group>
      </Group>
      {report.isPending ? (
        <ReportSkeleton />
      ) : report.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title="Не удалось загрузить отчёт">
          {describeError(report.error).message}
        </Alert>
      ) : (
        <div aria-busy={report.isPlaceholderData || undefined} style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
          <ClassReportView report={report.data} />
        </div>
      )}
    </Stack>
  );
}
