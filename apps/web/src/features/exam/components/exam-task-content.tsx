import type { ExamTask } from '@ege/core/exam/exam-schemas';
import { Stack } from '@mantine/core';
import { TaskFiles } from '../../../components/task-files';
import { TaskHtml } from '../../../components/task-html';

/** A task's statement at the station: text, picture, question and files; never a solution. */
export function ExamTaskContent({ task }: { task: ExamTask }) {
  return (
    <Stack gap="md">
      <TaskHtml html={task.text} />
      {task.image && <img src={task.image} alt="Рисунок к заданию" style={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 8 }} />}
      {task.question && <TaskHtml html={task.question} />}
      <TaskFiles attachments={task.attachments} solutionDocument={null} />
    </Stack>
  );
}
