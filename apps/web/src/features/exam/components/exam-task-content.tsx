import type { ExamTask } from '@ege/core/exam/exam-schemas';
import { answerLayoutOf } from '@ege/core/tasks/checking/answer-layout';
import type { AnswerValue } from '@ege/core/tasks/checking/answer-value';
import { Stack } from '@mantine/core';
import { WithPythonPanel } from '../../../components/python/panel/with-python-panel';
import { TaskFiles } from '../../../components/task-files';
import { TaskHtml } from '../../../components/task-html';

type ExamTaskContentProps = {
  task: ExamTask;
  examId: number;
  /** 'Вставить в ответ' fills the answer only: the station checks nothing until the end. */
  onInsertAnswer: (value: AnswerValue) => void;
  disabled: boolean;
};

/**
 * A task's statement at the station: text, picture, question and files; never a solution. The real
 * station has an IDE: 'Решить на Python' runs code here, kept with this rehearsal, and checks nothing.
 */
export function ExamTaskContent({ task, examId, onInsertAnswer, disabled }: ExamTaskContentProps) {
  return (
    <WithPythonPanel
      place={{ taskId: task.id, examId }}
      attachments={task.attachments}
      answer={{ layout: answerLayoutOf(task.type, task.table_shape), insert: onInsertAnswer, disabled }}
    >
      {(solveButton) => (
        <Stack gap="md">
          <TaskHtml html={task.text} />
          {task.image && <img src={task.image} alt="Рисунок к заданию" style={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 8 }} />}
          {task.question && <TaskHtml html={task.question} />}
          <TaskFiles attachments={task.attachments} solutionDocument={null} />
          {solveButton}
        </Stack>
      )}
    </WithPythonPanel>
  );
}
