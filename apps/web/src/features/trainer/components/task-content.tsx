import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import { Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { GeneratedTaskNote } from '../../../components/generated-task-note';
import { TaskFiles } from '../../../components/task-files';
import { TaskHtml } from '../../../components/task-html';
import { TaskReportPlace, useTaskReportSlot } from '../../../components/task-report-slot';

/**
 * The condition: HTML text, its picture, the question and the files to download, and for a generated
 * task a small note with its seed; the solution is offered by the answer panel. `tools`: what the page
 * offers for solving it ('Решить на Python'), on one row with 'Сообщить об ошибке' where the route offers it.
 */
export function TaskContent({ task, tools }: { task: TaskPayload; tools?: ReactNode }) {
  const reports = useTaskReportSlot() !== null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="article" aria-label="Условие задания">
      <Stack gap="md">
        <TaskHtml html={task.text} />
        {task.image && <img src={task.image} alt="Рисунок к заданию" style={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 8 }} />}
        {task.question && <TaskHtml html={task.question} />}
        <TaskFiles attachments={task.attachments} solutionDocument={null} />
        {reports ? (
          <Group justify="space-between" align="center" gap="sm">
            <div>{tools}</div>
            <TaskReportPlace taskId={task.id} />
          </Group>
        ) : (
          tools
        )}
        <GeneratedTaskNote generator={task.generator} />
      </Stack>
    </Paper>
  );
}
