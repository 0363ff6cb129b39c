import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import { answerLayoutOf } from '@ege/core/tasks/checking/answer-layout';
import type { AnswerValue } from '@ege/core/tasks/checking/answer-value';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { GeneratedTaskNote } from '../../../components/generated-task-note';
import { WithPythonPanel } from '../../../components/python/panel/with-python-panel';
import { TaskFiles } from '../../../components/task-files';
import { TaskHtml } from '../../../components/task-html';

type VariantTaskContentProps = {
  task: TaskPayload;
  showSolution?: boolean;
  /** While solving: 'Решить на Python' with this task's own code, and 'Вставить в ответ' into its answer. */
  onInsertAnswer?: (value: AnswerValue) => void;
};

/**
 * A task's condition inside a variant: text, picture, question and files, and for a generated task
 * the note with its seed. The solution document is left out while solving, as in the exam; the
 * read-only results show it.
 */
export function VariantTaskContent({ task, showSolution = false, onInsertAnswer }: VariantTaskContentProps) {
  const statement = (tools: ReactNode) => (
    <Stack gap="md">
      <TaskHtml html={task.text} />
      {task.image && <img src={task.image} alt="Рисунок к заданию" style={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 8 }} />}
      {task.question && <TaskHtml html={task.question} />}
      <TaskFiles attachments={task.attachments} solutionDocument={showSolution ? task.solution_document : null} />
      {tools}
      <GeneratedTaskNote generator={task.generator} />
    </Stack>
  );
  if (!onInsertAnswer) return statement(null);
  return (
    <WithPythonPanel
      place={{ taskId: task.id, examId: null }}
      attachments={task.attachments}
      answer={{ layout: answerLayoutOf(task.type, task.table_shape), insert: onInsertAnswer }}
    >
      {statement}
    </WithPythonPanel>
  );
}
