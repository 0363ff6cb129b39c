import '@mantine/core/styles/Checkbox.css';
import { maxReportTextLength, replyMessage, taskReportKindLabels, type QueueReport, type ReportQueueItem } from '@ege/core/task-reports/task-report-schemas';
import { pluralRu } from '@ege/core/text/plural-ru';
import { Alert, Button, Checkbox, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { describeError } from '../../../lib/describe-error';
import { useHandleReport } from '../api/use-handle-report';

export type HandleTarget = { report: QueueReport; status: 'accepted' | 'rejected'; item: ReportQueueItem };

const titles = { accepted: 'Принять сообщение', rejected: 'Отклонить сообщение' } as const;
const submitLabels = { accepted: 'Принять', rejected: 'Отклонить' } as const;

/** 'Принять' / 'Отклонить': the reply is required, it goes to the reporter's notifications; the task's other open reports may get it too. */
export function HandleReportModal({ target, onClose }: { target: HandleTarget | null; onClose: () => void }) {
  return (
    <Modal opened={target !== null} onClose={onClose} title={target ? titles[target.status] : ''} size="lg">
      {target && <HandleReportForm key={`${target.report.id}-${target.status}`} target={target} onClose={onClose} />}
    </Modal>
  );
}

function HandleReportForm({ target, onClose }: { target: HandleTarget; onClose: () => void }) {
  const { report, status, item } = target;
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [allOpen, setAllOpen] = useState(false);
  const handle = useHandleReport((detail) => {
    onClose();
    notifications.show({ color: 'green', icon: <IconCheck size={18} />, message: detail });
  });
  const others = item.reports.filter((other) => other.id !== report.id && other.task_id === report.task_id && other.status === 'open').length;
  const failure = handle.error ? describeError(handle.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reply.trim() === '') return setError(replyMessage);
    handle.mutate({ id: report.id, status, reply: reply.trim(), all_open: others > 0 && allOpen });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={titles[status]}>
      <Stack gap="md">
        <Paper withBorder radius="md" p="sm" component="figure" m={0}>
          <Text component="blockquote" m={0} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {report.text}
          </Text>
          <Text component="figcaption" size="xs" c="dimmed" mt={4}>
            {report.username ?? 'Пользователь удалён'} · {taskReportKindLabels[report.kind]} · задание #{report.task_id}
          </Text>
        </Paper>
        <Textarea
          label="Ответ ученику"
          description="Придёт ему в уведомления"
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          maxLength={maxReportTextLength}
          value={reply}
          onChange={(event) => {
            setReply(event.currentTarget.value);
            setError(null);
          }}
          error={error ?? failure?.fields.reply?.[0]}
          data-autofocus
        />
        {others > 0 && (
          <Checkbox
            checked={allOpen}
            onChange={(event) => setAllOpen(event.currentTarget.checked)}
            label={`Ответить так же ещё на ${others} ${pluralRu(others, ['открытое сообщение', 'открытых сообщения', 'открытых сообщений'])} об этом задании`}
          />
        )}
        {failure && !failure.fields.reply && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {failure.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Отмена
          </Button>
          <Button type="submit" color={status === 'accepted' ? 'teal' : 'red'} loading={handle.isPending}>
            {submitLabels[status]}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
