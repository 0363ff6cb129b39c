import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconEye, IconSend } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { AnswerFormWarning } from '../../../components/answer-form-warning';
import { AnswerInput } from '../../../components/answer-input';
import { WorkedSolution } from '../../../components/worked-solution';
import { answerHintOf } from '../../../lib/answer-hint-of';
import { CheckFeedback } from './check-feedback';
import { Confetti } from './confetti';
import { KnownAnswerText } from './known-answer-text';
import { RevealAnswerButton } from './reveal-answer-button';
import { SolutionButton } from './solution-button';
import { TheoryLink } from './theory-link';
import type { TaskAnswer } from '../hooks/use-task-answer';

type TaskAnswerPanelProps = {
  /** The task's id: its worked solution offers a report of an error in it. */
  taskId: number;
  type: number;
  /** The task's files: the worked solution's programs run beside them ('Запустить'). */
  files: TaskPayload['attachments'];
  answer: TaskAnswer;
  /** Seconds on this task's timer, sent with the check. */
  solvingTime: number;
};

/** Answer inputs, 'Проверить', attempts, the verdict, and the reveal: the same for a task and a block question. */
export function TaskAnswerPanel({ taskId, type, files, answer, solvingTime }: TaskAnswerPanelProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!answer.locked) answer.check(solvingTime);
  };

  return (
    <Stack gap="md">
      {answer.solvedBefore && (
        <Alert color="green" variant="filled" icon={<IconCircleCheck size={20} />} title="Задание уже решено">
          Опыт за это задание уже получен. Можно посмотреть решение или перейти к следующему заданию.
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <AnswerInput value={answer.value} onChange={answer.setValue} disabled={answer.locked} error={answer.inputError} hint={answerHintOf(type, answer.value)} />
          <Group gap="sm" wrap="wrap">
            <Button type="submit" leftSection={<IconSend size={18} />} loading={answer.checking} disabled={answer.locked}>
              Проверить
            </Button>
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="attempts">
              Попыток: <b>{answer.attempts}</b>
            </Text>
            {!answer.locked && !answer.guest && <RevealAnswerButton onReveal={answer.reveal} revealing={answer.revealing} error={answer.revealError} />}
          </Group>
        </Stack>
      </form>
      {answer.checkError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title="Ошибка проверки ответа" role="alert">
          {answer.checkError}
        </Alert>
      )}
      {answer.formProblem && !answer.locked && (
        <AnswerFormWarning
          problem={answer.formProblem}
          onSpread={answer.spreadValues}
          onSendAsIs={() => answer.check(solvingTime, true)}
          sendLabel="Проверить как есть"
        />
      )}
      {/* A revealed answer replaces the verdict that came before it, in its place. */}
      {answer.revealed && !answer.solvedBefore && (
        <Alert color="orange" variant="light" icon={<IconEye size={20} />} title={answer.revealTitle}>
          <Stack gap={4}>
            <Text size="sm">
              Правильный ответ: <KnownAnswerText answer={answer.revealed.answer} answers={answer.revealed.answers} />
            </Text>
            <Text size="sm" c="dimmed">
              Опыт за это задание не начисляется.
            </Text>
            <TheoryLink type={type} />
          </Stack>
        </Alert>
      )}
      {answer.result && !(answer.revealed && !answer.result.is_correct) && <CheckFeedback type={type} result={answer.result} solvedIn={answer.solvedIn} guest={answer.guest} />}
      {answer.solution && <WorkedSolution html={answer.solution} files={files} taskId={taskId} />}
      {answer.solutionDocument && <SolutionButton url={answer.solutionDocument} />}
      {answer.celebrating && <Confetti onDone={answer.endCelebration} />}
    </Stack>
  );
}
