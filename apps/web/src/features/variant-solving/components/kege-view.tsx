import { answerLayoutOf } from '@ege/core/tasks/checking/answer-layout';
import type { VariantDetail } from '@ege/core/variants/variant-schemas';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { TaskNumberNav, type TaskNumberState } from './task-number-nav';
import type { VariantSolver } from '../api/use-variant-solver';
import { VariantAnswerForm } from './variant-answer-form';
import { answerValueFromStored, nextIndexAfterSave, verdictOf } from '../utils/variant-answers';
import { VariantTaskContent } from './variant-task-content';
import { VariantTaskHeading } from './variant-task-heading';

type KegeViewProps = {
  variant: VariantDetail;
  solver: VariantSolver;
  states: TaskNumberState[];
  /** False on a phone, where the numbers stand in the sticky bar. */
  showNumbers?: boolean;
};

/**
 * КЕГЭ mode: one task at a time with the row of numbers. 'Сохранить ответ' saves and moves on;
 * with inline results it checks and stays, so the verdict can be read.
 */
export function KegeView({ variant, solver, states, showNumbers = true }: KegeViewProps) {
  const tasks = variant.task_payloads;
  const index = solver.currentIndex;
  const task = tasks[index];
  const inline = variant.show_results_mode === 'inline';
  const article = useRef<HTMLElement>(null);
  const shownIndex = useRef(index);

  // A new task starts at its top when the page is scrolled past it; the page's scroll padding keeps
  // it clear of the header and of a phone's sticky bar.
  useEffect(() => {
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    const top = article.current?.getBoundingClientRect().top ?? 0;
    const clear = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    if (top < clear) article.current?.scrollIntoView({ block: 'start' });
  }, [index]);

  if (!task) return null;
  const layout = answerLayoutOf(task.type, task.table_shape);
  const taskIds = tasks.map((item) => item.id);

  return (
    <Stack gap="md">
      {showNumbers && (
        <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
          <TaskNumberNav states={states} current={index} onSelect={solver.goTo} />
        </Paper>
      )}
      <Paper ref={article} withBorder p={{ base: 'md', sm: 'xl' }} component="article" aria-label={`Задание ${index + 1}`}>
        <Stack gap="md">
          <VariantTaskHeading position={index + 1} total={tasks.length} type={task.type} />
          <VariantTaskContent task={task} onInsertAnswer={(value) => solver.setAnswer(task.id, value)} />
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-label="Ответ на задание">
        <VariantAnswerForm
          key={task.id}
          task={task}
          value={answerValueFromStored(layout, solver.answers[String(task.id)])}
          onChange={(value) => solver.setAnswer(task.id, value)}
          inline={inline}
          verdict={inline ? verdictOf(solver.verdicts, task.id, solver.answers) : null}
          onVerdict={(answerKey, isCorrect) => solver.recordVerdict(task.id, answerKey, isCorrect)}
          onSave={() => {
            solver.saveNow();
            if (!inline) solver.goTo(nextIndexAfterSave(index, taskIds, solver.answers));
          }}
          solvingTime={solver.timer.read}
        />
      </Paper>
      <Group justify="space-between" gap="sm">
        <Button variant="default" leftSection={<IconArrowLeft size={18} />} onClick={() => solver.goTo(index - 1)} disabled={index === 0}>
          Назад
        </Button>
        <Button variant="default" rightSection={<IconArrowRight size={18} />} onClick={() => solver.goTo(index + 1)} disabled={index === tasks.length - 1}>
          Вперёд
        </Button>
      </Group>
    </Stack>
  );
}
