import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconDeviceFloppy, IconUpload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import type { SubmitResult } from '../utils/submit-result';

type SubmitFooterProps = {
  result: SubmitResult | null;
  pending: boolean;
  label: string;
  /** An edit saves; an upload uploads. */
  saves?: boolean;
};

function ResultAlert({ result }: { result: SubmitResult }) {
  if (result.kind === 'success') {
    const block = result.ids.length > 1;
    return (
      <Alert color="green" variant="light" icon={<IconCheck size={20} />} title="Задача успешно загружена!" role="status">
        {block ? 'Номера вопросов: ' : 'Номер задания: '}
        {result.ids.map((id, index) => (
          <Fragment key={id}>
            {index > 0 && ', '}
            {/* The new task opens as a student sees it; a block's questions open on the block's page. */}
            {block ? (
              <Anchor renderRoot={(props) => <Link {...props} to="/trainer/block-19-21" search={{ task: id }} />} fw={600} aria-label={`Вопрос #${id}: открыть в тренажере`}>
                #{id}
              </Anchor>
            ) : (
              <Anchor renderRoot={(props) => <Link {...props} to="/trainer/task/$id" params={{ id: String(id) }} />} fw={600} aria-label={`Задание #${id}: открыть в тренажере`}>
                #{id}
              </Anchor>
            )}
          </Fragment>
        ))}
      </Alert>
    );
  }
  if (result.kind === 'saved') {
    return (
      <Alert color="green" variant="light" icon={<IconCheck size={20} />} title="Изменения сохранены" role="status" />
    );
  }
  if (result.kind === 'invalid') {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
        Проверьте отмеченные поля формы
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={result.title} role="alert">
      {result.message}
    </Alert>
  );
}

export function SubmitFooter({ result, pending, label, saves = false }: SubmitFooterProps) {
  const Icon = saves ? IconDeviceFloppy : IconUpload;
  return (
    <Stack gap="sm">
      {result && <ResultAlert result={result} />}
      <Group justify="flex-end">
        <Button type="submit" size="md" loading={pending} leftSection={<Icon size={18} />}>
          {label}
        </Button>
      </Group>
    </Stack>
  );
}
