import type { ClassReport } from '@ege/core/classes/class-schemas';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { PageNotice } from '../../../components/page-notice';
import { HeatMapLegend } from './heat-map-legend';
import { HeatMapTable } from './heat-map-table';
import { HomeworkGridModal, type OpenHomework } from './homework-grid-modal';
import { StuckSection } from './stuck-section';

function hasAnswers(report: ClassReport): boolean {
  return report.students.some((student) => student.cells.some((cell) => cell.first_tries > 0));
}

/** The report of one period: the heat map with forecasts and homework, then 'Где застряли'. */
export function ClassReportView({ report }: { report: ClassReport }) {
  const [openHomework, setOpenHomework] = useState<OpenHomework | null>(null);
  if (report.students.length === 0) {
    return (
      <PageNotice
        icon={<IconUsers size={28} />}
        title="В классе пока нет учеников"
        description={report.class.kind === 'list' ? 'Добавьте учеников в список на странице «Классы».' : 'Пригласите учеников в группу: её участники — ученики класса.'}
      />
    );
  }
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="class-heat-map">
        <Stack gap="sm">
          <div>
            <Title order={2} fz="lg" id="class-heat-map">
              Успех первых попыток по типам
            </Title>
            <Text size="sm" c="dimmed">
              Доля верных первых попыток. Число попыток и среднее время — при наведении на клетку или на ней с клавиатуры (Tab, затем стрелки).
            </Text>
          </div>
          {!hasAnswers(report) && (
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
              За этот период нет ответов
            </Alert>
          )}
          <HeatMapTable report={report} labelledBy="class-heat-map" onOpenHomework={setOpenHomework} />
          <HeatMapLegend />
        </Stack>
      </Paper>
      <StuckSection stuck={report.stuck} />
      <HomeworkGridModal open={openHomework} onClose={() => setOpenHomework(null)} />
    </Stack>
  );
}
