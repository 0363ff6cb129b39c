import { answerLayoutOf } from '@ege/core/tasks/checking/answer-layout';
import type { VariantDetail } from '@ege/core/variants/variant-schemas';
import { Badge, Divider, Paper, Stack } from '@mantine/core';
import type { TaskNumberState } from './task-number-nav';
import type { VariantSolver } from '../api/use-variant-solver';
import { VariantAnswerForm } from './variant-answer-form';
import { answerValueFromStored } from '../utils/variant-answers';
import { VariantTaskContent } from './variant-task-content';
import { VariantTaskHeading } from './variant-task-heading';

type AllInOneViewProps = {
  variant: VariantDetail;
  solver: VariantSolver;
  states: TaskNumberState[];
};

/** 'Все на одной странице': every task with its own answer; inline results check each on saving. */
export function AllInOneView({ variant, solver, states }: AllInOneViewProps) {
  const inline = variant.show_results_mode === 'inline';
  return (
    <Stack gap="md">
      {variant.task_payloads.map((task, index) => {
        const state = states[index];
        return (
          <Paper key={task.id} withBorder p={{ base: 'md', sm: 'xl' }} component="article" aria-label={`Задание ${index + 1}`}>
            <Stack gap="md">
              <VariantTaskHeading
                position={index + 1}
                type={task.type}
                extra={
                  state?.answered && !state.verdict ? (
                    <Badge variant="light" color="indigo" tt="none">
                      Есть ответ
                    </Badge>
                  ) : null
                }
              />
              <VariantTaskContent task={task} onInsertAnswer={(value) => solver.setAnswer(task.id, value)} />
              <Divider />
              <VariantAnswerForm
                task={task}
                value={answerValueFromStored(answerLayoutOf(task.type, task.table_shape), solver.answers[String(task.id)])}
                onChange={(value) => solver.setAnswer(task.id, value)}
                inline={inline}
                verdict={state?.verdict ?? null}
                onVerdict={(answerKey, isCorrect) => solver.recordVerdict(task.id, answerKey, isCorrect)}
                onSave={solver.saveNow}
                solvingTime={solver.timer.read}
              />
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
