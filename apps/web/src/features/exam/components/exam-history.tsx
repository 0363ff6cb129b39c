import '@mantine/core/styles/Table.css';
import type { ExamSummary } from '@ege/core/exam/exam-schemas';
import { Anchor, Badge, Paper, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ScrollBox } from '../../../components/scroll-box';
import { formatExamDate } from '../utils/format-exam-date';

/** The finished rehearsals, newest first: when (the link to its result), the primary and test scores. */
export function ExamHistory({ finished }: { finished: ExamSummary[] }) {
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }} component="section" aria-labelledby="exam-history-heading">
      <Title order={2} fz="h3" id="exam-history-heading" mb="sm" px={{ base: 'xs', sm: 0 }}>
        Пройденные экзамены
      </Title>
      {finished.length === 0 ? (
        <Text c="dimmed" px={{ base: 'xs', sm: 0 }} pb="xs">
          Здесь появятся результаты: первичный и тестовый балл каждого пробного экзамена, чтобы видеть, как они растут.
        </Text>
      ) : (
        <ScrollBox label="Пройденные экзамены, прокручиваются вбок">
          <Table miw={300} verticalSpacing="sm" horizontalSpacing="xs" aria-label="Пройденные экзамены" style={{ fontVariantNumeric: 'tabular-nums' }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Дата</Table.Th>
                <Table.Th ta="right">Первичный</Table.Th>
                <Table.Th ta="right">Тестовый</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {finished.map((exam) => (
                <Table.Tr key={exam.id}>
                  <Table.Td>
                    <Anchor renderRoot={(props) => <Link {...props} to="/exam/$id/result" params={{ id: String(exam.id) }} />} fw={600}>
                      {formatExamDate(exam.started_at)}
                    </Anchor>
                    {exam.homework_id !== null && (
                      <Badge variant="light" ml="xs" style={{ textTransform: 'none' }}>
                        ДЗ
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {exam.primary_score ?? '—'} / 29
                  </Table.Td>
                  <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {exam.test_score ?? '—'} / 100
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollBox>
      )}
    </Paper>
  );
}
