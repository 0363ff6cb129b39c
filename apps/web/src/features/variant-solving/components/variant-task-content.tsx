import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import { Stack } from '@mantine/core';
import { GeneratedTaskNote } from '../../../components/generated-task-note';
import { TaskFiles } from '../../../components/task-files';
import { TaskHtml } from '../../../components/task-html';

/**
 * A task's condition inside a variant: text, picture, question and files, and for a generated task
 * the note with its seed. The solution document is left out while solving, as in the exam; the
 * read-only results show it.
 */
export function VariantTaskContent({ task, showSolution = false }: { task: TaskPayload; showSolution?: boolean }) {
  return (
    <Stack gap="md">
      <TaskHtml html={task.text} />
      {task.image && <img src={task.image} alt="Рисунок к заданию" style={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 8 }} />}
      {task.question && <TaskHtml html={task.question} />}
      <TaskFiles attachments={task.attachments} solutionDocument={showSolution ? task.solution_document : null} />
      <GeneratedTaskNote generator={task.generator} />
    </Stack>
  );
}
