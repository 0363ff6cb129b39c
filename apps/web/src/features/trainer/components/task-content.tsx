import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import { Paper, Stack } from '@mantine/core';
import { GeneratedTaskNote } from '../../../components/generated-task-note';
import { TaskFiles } from '../../../components/task-files';
import { TaskHtml } from '../../../components/task-html';

/**
 * The condition: HTML text, its picture, the question and the files to download, and for a generated
 * task a small note with its seed; the solution is offered by the answer panel.
 */
export function TaskContent({ task }: { task: TaskPayload }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="article" aria-label="Условие задания">
      <Stack gap="md">
        <TaskHtml html={task.text} />
        {task.image && <img src={task.image} alt="Рисунок к заданию" style={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 8 }} />}
        {task.question && <TaskHtml html={task.question} />}
        <TaskFiles attachments={task.attachments} solutionDocument={null} />
        <GeneratedTaskNote generator={task.generator} />
      </Stack>
    </Paper>
  );
}
