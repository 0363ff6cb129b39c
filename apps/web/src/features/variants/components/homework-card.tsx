import { examWindowLine } from '@ege/core/homework/exam-window-line';
import type { HomeworkAssignment } from '@ege/core/homework/homework-schemas';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay, IconSquareCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { homeworkStatusColors, homeworkStatusLabels } from '../../../lib/homework-status';
import classes from './homework-card.module.css';
import { formatVariantDate } from '../utils/format-variant-date';
import { countRu, taskForms } from '@ege/core/text/plural-ru';
import { SolvedProgress } from '../../../components/solved-progress';
import { ResultsButton } from './results-button';
import { ExamHomeworkActions } from './exam-homework-actions';

type HomeworkCardProps = {
  assignment: HomeworkAssignment;
  /** Absent for completed homework: it offers only its results. */
  onOpen?: () => void;
  opening?: boolean;
};

/**
 * One assignment under 'Варианты ДЗ', in the variant card's look: opened as a variant, or only its
 * results once completed. A rehearsal (decision 044) shows its window and leads to the exam instead.
 */
export function HomeworkCard({ assignment, onOpen, opening = false }: HomeworkCardProps) {
  const completed = assignment.status === 'completed';
  // The variant opened from it, if the student has opened one: 'Продолжить' and its results.
  const variant = assignment.variant_id === null ? null : { id: assignment.variant_id, has_results: assignment.variant_has_results };
  const { solved, total } = assignment.progress;
  const exam = assignment.exam;
  // A teacher may give several in a day: the number tells them apart.
  const title = `${exam ? 'Пробный экзамен' : 'Домашнее задание'} №${assignment.id}`;
  return (
    <Paper withBorder p="md" component="article" aria-label={title} h="100%" className={completed ? classes.completed : undefined}>
      <Stack gap="sm" h="100%">
        <Stack gap="sm" flex={1} className={completed ? classes.faded : undefined}>
          <Stack gap={4} miw={0}>
            <Title order={3} fz="lg" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            <Text size="xs" c="dimmed">
              {formatVariantDate(assignment.date)} · {countRu(total, taskForms)}
              {assignment.issued_by && ` · выдал ${assignment.issued_by.username}`}
            </Text>
          </Stack>
          <Group gap={6}>
            {completed ? (
              <Badge color="gray" variant="filled" radius="sm" tt="none" leftSection={<IconSquareCheck size={14} />}>
                Завершено
              </Badge>
            ) : (
              <Badge color={homeworkStatusColors[assignment.status]} variant="light" radius="sm" tt="none">
                {homeworkStatusLabels[assignment.status]}
              </Badge>
            )}
          </Group>
          {exam && <Text size="sm">{examWindowLine(exam)}</Text>}
          {assignment.comment && (
            <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {assignment.comment}
            </Text>
          )}
          <Stack gap={4} mt="auto">
            <SolvedProgress solved={solved} total={total} />
          </Stack>
        </Stack>
        <Stack gap="xs">
          {exam && <ExamHomeworkActions homeworkId={assignment.id} exam={exam} />}
          {!exam &&
            !completed &&
            (variant ? (
              <Button
                fullWidth
                renderRoot={(props) => <Link {...props} to="/variant/$id" params={{ id: String(variant.id) }} />}
                leftSection={<IconPlayerPlay size={18} />}
              >
                Продолжить
              </Button>
            ) : (
              <Button fullWidth onClick={onOpen} loading={opening} leftSection={<IconPlayerPlay size={18} />}>
                Открыть как вариант
              </Button>
            ))}
          {!exam && <ResultsButton variant={variant} inProfile={completed} />}
        </Stack>
      </Stack>
    </Paper>
  );
}
