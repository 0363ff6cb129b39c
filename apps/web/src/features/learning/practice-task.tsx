import { answerLayoutOf } from '@ege/core/tasks/checking/answer-layout';
import { checkFieldsOf, emptyAnswerOf, isBlankAnswer, type AnswerValue } from '@ege/core/tasks/checking/answer-value';
import type { CheckResult, TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { IconArrowRight, IconCheck, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { AnswerInput } from '../../components/answer-input';
import { TaskFiles } from '../../components/task-files';
import { TaskHtml } from '../../components/task-html';
import { answerHintOf } from '../../lib/answer-hint-of';
import { describeError } from '../../lib/describe-error';
import { useCheckTask } from '../../lib/use-check-task';
import { messages } from '@ege/core/text/messages';

const emptyAnswerMessage = messages.emptyAnswer;

function verdictOf(result: CheckResult): { title: string; color: string } {
  if (result.is_correct) return { title: 'Верно!', color: 'teal' };
  if (result.points > 0) return { title: `Частично верно: ${result.points} из ${result.max_points}`, color: 'yellow' };
  return { title: 'Неверно', color: 'red' };
}

/**
 * One task of the session: the condition, the answer and its check. The schedule reads the first
 * answer (FSRS is graded from it), so more tries are allowed but only move on.
 */
export function PracticeTask({ task, onNext, loadingNext }: { task: TaskPayload; onNext: () => void; loadingNext: boolean }) {
  const layout = answerLayoutOf(task.type, task.table_shape);
  const [value, setValue] = useState<AnswerValue>(() => emptyAnswerOf(layout));
  const [inputError, setInputError] = useState<string | null>(null);
  const [result, setResult] = useState<CheckResult | null>(null);
  const [openedAt] = useState(() => Date.now());
  const check = useCheckTask(task.id, { onVerdict: setResult });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBlankAnswer(value)) {
      setInputError(emptyAnswerMessage);
      return;
    }
    setInputError(null);
    const solving_time = Math.min(24 * 60 * 60, Math.round((Date.now() - openedAt) / 1000));
    check.mutate({ task_id: task.id, solving_time, ...checkFieldsOf(value) });
  };
  const verdict = result ? verdictOf(result) : null;

  return (
    <Stack gap="md">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="article" aria-label="Условие задания">
        <Stack gap="md">
          <TaskHtml html={task.text} />
          {task.image && <img src={task.image} alt="Рисунок к заданию" style={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 8 }} />}
          {task.question && <TaskHtml html={task.question} />}
          <TaskFiles attachments={task.attachments} solutionDocument={null} />
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={submit} aria-label="Ответ">
        <Stack gap="sm">
          <AnswerInput value={value} onChange={setValue} disabled={result?.is_correct === true} error={inputError} hint={answerHintOf(task.type, value)} />
          {check.error && (
            <Alert color="red" variant="light" title="Ошибка проверки">
              {describeError(check.error).message}
            </Alert>
          )}
          {verdict && (
            <Alert color={verdict.color} variant="light" icon={result?.is_correct ? <IconCheck size={20} /> : <IconX size={20} />} title={verdict.title} role="status">
              {result?.feedback_parts?.join(' · ') ?? (result?.is_correct ? 'Задание засчитано' : 'Можно попробовать ещё раз или перейти к следующему')}
            </Alert>
          )}
          <Group gap="sm">
            {!result?.is_correct && (
              <Button type="submit" loading={check.isPending} variant={result ? 'light' : 'filled'}>
                Проверить
              </Button>
            )}
            {result && (
              <Button onClick={onNext} loading={loadingNext} rightSection={<IconArrowRight size={18} />}>
                Дальше
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
