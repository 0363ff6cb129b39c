import type { VariantResults } from '@ege/core/variants/variant-schemas';
import { Alert, Button, Divider, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconExternalLink } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { AnswerText } from '../../components/answer-text';
import { TaskFiles } from '../../components/task-files';
import { TaskHtml } from '../../components/task-html';
import { TaskReportPlace } from '../../components/task-report-slot';
import { WorkedSolution } from '../../components/worked-solution';
import { describeError } from '../../lib/describe-error';
import { useResultTask } from './api/use-result-task';
import { pointsTextOf } from './results-lines';

type ResultTaskModalProps = {
  item: VariantResults['items'][number] | null;
  onClose: () => void;
};

/** A results row opened: the task's statement with the answer given and the right one. */
export function ResultTaskModal({ item, onClose }: ResultTaskModalProps) {
  const task = useResultTask(item?.task_id ?? null);
  return (
    // A stack: 'Сообщить об ошибке' opens its dialog over this one, and Escape there closes that one only.
    <Modal.Stack>
      <Modal
        stackId="result-task"
        opened={item !== null}
        onClose={onClose}
        size="xl"
        title={item ? `Задание ${item.position} · тип ${item.type}` : ''}
        closeButtonProps={{ 'aria-label': 'Закрыть' }}
      >
        {item && (
          <Stack gap="md">
            {task.data ? (
              <Stack gap="md">
                <TaskHtml html={task.data.text} />
                {task.data.image && <img src={task.data.image} alt="Рисунок к заданию" style={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 8 }} />}
                {task.data.question && <TaskHtml html={task.data.question} />}
                <TaskFiles attachments={task.data.attachments} solutionDocument={task.data.solution_document} />
              </Stack>
            ) : task.isError ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title="Не удалось загрузить условие">
                {describeError(task.error).message}
              </Alert>
            ) : (
              <Skeleton height={120} radius="md" />
            )}
            <Divider />
            <Group gap="xl" wrap="wrap" align="flex-start">
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  Ваш ответ
                </Text>
                <AnswerText joined={item.user_answer} />
              </Stack>
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  Правильный ответ
                </Text>
                <AnswerText joined={item.correct_answer} />
              </Stack>
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  Баллы
                </Text>
                <Text fw={600}>{pointsTextOf(item)}</Text>
              </Stack>
            </Group>
            {task.data?.solution && <WorkedSolution html={task.data.solution} taskId={item.task_id} />}
            <Group justify="flex-end" gap="sm">
              <TaskReportPlace taskId={item.task_id} />
              <Button
                variant="light"
                renderRoot={(props) => <Link {...props} to="/trainer/task/$id" params={{ id: String(item.task_id) }} />}
                leftSection={<IconExternalLink size={18} />}
              >
                Открыть в тренажере
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Modal.Stack>
  );
}
