import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { AnswerFormWarning } from '../../../components/answer-form-warning';
import { AnswerInput } from '../../../components/answer-input';
import { answerHintOf } from '../../../lib/answer-hint-of';
import { answerLayoutOf } from '@ege/core/tasks/checking/answer-layout';
import { checkFieldsOf, isBlankAnswer, type AnswerValue } from '@ege/core/tasks/checking/answer-value';
import { checkAnswerForm, type AnswerFormProblem } from '@ege/core/tasks/checking/check-answer-form';
import { describeError } from '../../../lib/describe-error';
import { useCheckTask } from '../../../lib/use-check-task';
import { answerKeyOf, storedAnswerOf, type Verdict } from '../utils/variant-answers';
import { VerdictBadge } from './verdict-badge';
import { messages } from '@ege/core/text/messages';

const emptyAnswerMessage = messages.emptyAnswer;
const maxSolvingTime = 24 * 60 * 60;

type VariantAnswerFormProps = {
  task: TaskPayload;
  value: AnswerValue;
  onChange: (value: AnswerValue) => void;
  /** show_results_mode 'inline': 'Сохранить ответ' also checks it (tasks.check). */
  inline: boolean;
  verdict: Verdict | null;
  onVerdict: (answerKey: string, isCorrect: boolean) => void;
  /** A non-empty answer was saved. */
  onSave: () => void;
  /** Seconds to send with a check. */
  solvingTime: () => number;
};

/** The answer inputs of a task in its layout, 'Сохранить ответ', and the inline verdict. */
export function VariantAnswerForm({ task, value, onChange, inline, verdict, onVerdict, onSave, solvingTime }: VariantAnswerFormProps) {
  const [inputError, setInputError] = useState<string | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [savedKey, setSavedKey] = useState<string | null>(null);
  const [formProblem, setFormProblem] = useState<AnswerFormProblem | null>(null);
  const key = answerKeyOf(storedAnswerOf(value));

  const check = useCheckTask(task.id, {
    onVerdict: (result, input) => {
      const checkedKey = answerKeyOf(input.user_table_answer ? { user_table_answer: input.user_table_answer } : { user_answer: input.user_answer ?? '' });
      onVerdict(checkedKey, result.is_correct);
      if (result.level_up) {
        notifications.show({ color: 'yellow', title: 'Новый уровень!', message: `Поздравляем! Вы достигли уровня ${result.level}.`, autoClose: 5000 });
      }
    },
    onError: (error) => setCheckError(describeError(error).message),
  });

  const save = (asIs: boolean) => {
    if (isBlankAnswer(value)) return setInputError(emptyAnswerMessage);
    // Caught before the check an inline variant spends, and before moving on to the next task.
    const problem = asIs ? null : checkAnswerForm(task.type, answerLayoutOf(task.type, task.table_shape), value);
    setFormProblem(problem);
    if (problem) return;
    setCheckError(null);
    if (inline) {
      check.mutate({ task_id: task.id, task_type: task.type, solving_time: Math.min(solvingTime(), maxSolvingTime), ...checkFieldsOf(value) });
    } else {
      setSavedKey(key);
    }
    onSave();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(false);
  };
  const change = (next: AnswerValue) => {
    setInputError(null);
    setFormProblem(null);
    onChange(next);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <AnswerInput
          value={value}
          onChange={change}
          disabled={false}
          error={inputError}
          hint={answerHintOf(task.type, value)}
        />
        <Group gap="sm" wrap="wrap">
          <Button type="submit" leftSection={<IconDeviceFloppy size={18} />} loading={check.isPending}>
            Сохранить ответ
          </Button>
          {verdict && <VerdictBadge verdict={verdict} />}
          {!inline && savedKey !== null && savedKey === key && (
            <Group gap={4} c="dimmed" wrap="nowrap">
              <IconCheck size={16} />
              <Text size="sm">Ответ сохранён</Text>
            </Group>
          )}
        </Group>
        {formProblem && (
          <AnswerFormWarning
            problem={formProblem}
            onSpread={() => formProblem.spread && change({ kind: 'table', rows: formProblem.spread })}
            onSendAsIs={() => save(true)}
            sendLabel="Сохранить как есть"
          />
        )}
        {checkError && (
          <Text size="sm" c="red" role="alert">
            Ошибка проверки ответа: {checkError}
          </Text>
        )}
      </Stack>
    </form>
  );
}
