import '@mantine/core/styles/Radio.css';
import {
  maxReportTextLength,
  reportKindMessage,
  reportTextMessage,
  taskReportKindLabels,
  taskReportKinds,
  type TaskReportKind,
} from '@ege/core/task-reports/task-report-schemas';
import { Alert, Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { describeError } from '../../../lib/describe-error';
import { useCreateReport } from '../api/use-create-report';

type ReportErrorFormProps = {
  taskId: number;
  initialKind: TaskReportKind | null;
  onCancel: () => void;
  onSent: () => void;
};

/** What is wrong and how: the kind as radios, the text with its counter; the server's refusal (409, 429) as it says it. */
export function ReportErrorForm({ taskId, initialKind, onCancel, onSent }: ReportErrorFormProps) {
  const [kind, setKind] = useState<TaskReportKind | null>(initialKind);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ kind?: string; text?: string }>({});
  const create = useCreateReport(onSent);
  const counterId = useId();
  const failure = create.error ? describeError(create.error) : null;
  const fieldErrors = failure?.fields ?? {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { kind: kind === null ? reportKindMessage : undefined, text: text.trim() === '' ? reportTextMessage : undefined };
    setErrors(found);
    if (kind === null || found.text) return;
    create.mutate({ id: taskId, kind, text: text.trim() });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Сообщение об ошибке">
      <Stack gap="md">
        <Radio.Group
          label="Что не так"
          withAsterisk
          value={kind}
          onChange={(value) => {
            setKind(value as TaskReportKind);
            setErrors((current) => ({ ...current, kind: undefined }));
          }}
          error={errors.kind ?? fieldErrors.kind?.[0]}
        >
          <Group gap="md" mt={6} wrap="wrap">
            {taskReportKinds.map((value) => (
              <Radio key={value} value={value} label={taskReportKindLabels[value]} />
            ))}
          </Group>
        </Radio.Group>
        <div>
          <Textarea
            label="Описание ошибки"
            placeholder="Например: в условии сказано «больше», а ответ посчитан для «не меньше»"
            withAsterisk
            autosize
            minRows={4}
            maxRows={10}
            maxLength={maxReportTextLength}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              if (errors.text) setErrors((current) => ({ ...current, text: undefined }));
            }}
            error={errors.text ?? fieldErrors.text?.[0]}
            aria-describedby={counterId}
          />
          <Text id={counterId} size="xs" c="dimmed" ta="right" mt={4} aria-live="off">
            {text.length} / {maxReportTextLength}
          </Text>
        </div>
        {failure && Object.keys(fieldErrors).length === 0 && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title="Сообщение не отправлено">
            {failure.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Отмена
          </Button>
          <Button type="submit" leftSection={<IconSend size={18} />} loading={create.isPending}>
            Отправить
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
