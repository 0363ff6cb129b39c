import { answerLayoutOf } from '@ege/core/tasks/checking/answer-layout';
import type { VariantDetail } from '@ege/core/variants/variant-schemas';
import { Alert, Badge, Box, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconChartBar, IconEye, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { AnswerInput } from '../../../components/answer-input';
import { AnswerText } from '../../../components/answer-text';
import { answerValueOf } from '@ege/core/tasks/checking/answer-value';
import { BackToVariantsButton } from '../../../components/back-to-variants-button';
import { describeError } from '../../../lib/describe-error';
import { formatElapsed } from '../../../lib/format-elapsed';
import { resultHeadlineTextOf } from '../../../lib/result-headline-of';
import { resultToneOf } from '../../../lib/result-tone-of';
import { useLastResults } from '../api/use-last-results';
import { VariantPageSkeleton } from './variant-page-skeleton';
import { VariantTaskContent } from './variant-task-content';
import { VariantTaskHeading } from './variant-task-heading';
import { variantTitleOf } from '../utils/variant-labels';
import { ResultVerdictBadge } from './result-verdict-badge';

type VariantReadOnlyViewProps = {
  variant: VariantDetail;
  /** A finished attempt reopened: 'Решить заново' starts a new one. */
  onRestart?: () => void;
};

/**
 * A variant named 'view-results' (SPEC §2), or one whose last attempt was finished: its tasks with
 * the last results, nothing to change. Tasks are shown with their answers and verdicts; without
 * results yet, just the tasks.
 */
export function VariantReadOnlyView({ variant, onRestart }: VariantReadOnlyViewProps) {
  const results = useLastResults(variant.id);
  const error = results.isError ? describeError(results.error) : null;
  const items = new Map((results.data?.items ?? []).map((item) => [item.task_id, item]));
  const answered = (results.data?.items ?? []).filter((item) => item.user_answer.trim() !== '').length;
  // The page waits for the results in the loading page's shape: arriving later, their badges wrapped the
  // header onto a second line and pushed every task down under the reader (issue 26 §3, layout shift 0.12).
  if (results.isPending) return <VariantPageSkeleton />;

  return (
    <Stack gap="md">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="header">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Box miw={0} style={{ flex: '1 1 260px' }}>
            <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
              {variantTitleOf(variant)}
            </Title>
            <Group gap={6} mt={6}>
              <Badge variant="light" color="gray" tt="none" leftSection={<IconEye size={14} />}>
                {onRestart ? 'Вариант завершён · только просмотр' : 'Только просмотр'}
              </Badge>
              {results.data && (
                <Badge variant="light" color="indigo" tt="none" data-testid="result-headline">
                  {resultHeadlineTextOf(results.data)}
                </Badge>
              )}
              {onRestart && results.data && (
                <>
                  <Badge variant="outline" color="gray" tt="none" data-testid="answered-count">
                    Отвечено: {answered} из {results.data.items.length}
                  </Badge>
                  <Badge variant="outline" color="gray" tt="none">
                    Время: {formatElapsed(results.data.elapsed_seconds)}
                  </Badge>
                </>
              )}
            </Group>
          </Box>
          <Group gap="sm" wrap="wrap">
            {results.data && (
              <Button renderRoot={(props) => <Link {...props} to="/variant/$id/results" params={{ id: String(variant.id) }} />} variant="light" leftSection={<IconChartBar size={18} />}>
                Результаты варианта
              </Button>
            )}
            {onRestart && (
              <Button variant="default" leftSection={<IconPlayerPlay size={18} />} onClick={onRestart}>
                Решить заново
              </Button>
            )}
            {onRestart && <BackToVariantsButton />}
          </Group>
        </Group>
      </Paper>
      {error && error.status === 404 && (
        <Alert color="blue" variant="light" icon={<IconAlertCircle size={20} />} title="Вариант ещё не завершён">
          Результатов пока нет: ниже только задания.
        </Alert>
      )}
      {error && error.status !== 404 && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title="Ошибка загрузки результатов">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{error.message}</Text>
            <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={16} />} loading={results.isFetching} onClick={() => void results.refetch()}>
              Повторить
            </Button>
          </Stack>
        </Alert>
      )}
      {variant.task_payloads.map((task, index) => {
        const item = items.get(task.id);
        const layout = answerLayoutOf(task.type, task.table_shape);
        return (
          <Paper key={task.id} withBorder p={{ base: 'md', sm: 'xl' }} component="article" aria-label={`Задание ${index + 1}`}>
            <Stack gap="md">
              <VariantTaskHeading position={index + 1} type={task.type} extra={item ? <ResultVerdictBadge tone={resultToneOf(item)} /> : null} />
              <VariantTaskContent task={task} showSolution />
              <Divider />
              <Stack gap="xs">
                <AnswerInput value={answerValueOf(layout, item?.user_answer ?? '', null)} onChange={() => undefined} disabled error={null} />
                {item && (
                  <Group gap="lg" wrap="wrap">
                    <Text size="sm">
                      Правильный ответ: <AnswerText joined={item.correct_answer} />
                    </Text>
                    <Text size="sm" c="dimmed">
                      Баллы: {item.points} из {item.max_points}
                    </Text>
                  </Group>
                )}
              </Stack>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
