import type { TaskReportKind } from '@ege/core/task-reports/task-report-schemas';
import { Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { useId } from 'react';
import { AccountButtons } from '../../../components/account-buttons';
import { SessionErrorNotice } from '../../../components/session-error-notice';
import { parseReturnPath } from '../../../lib/return-path';
import { useSession } from '../../../lib/use-session';
import { ReportErrorForm } from './report-error-form';

export const reportSentMessage = 'Спасибо! Ответ придёт в уведомления.';

type ReportErrorModalProps = {
  opened: boolean;
  taskId: number;
  initialKind: TaskReportKind | null;
  onClose: () => void;
};

/** The dialog of 'Сообщить об ошибке': the form for the signed in, a guest is asked to sign in (the answer comes to an account's notifications). */
export function ReportErrorModal({ opened, taskId, initialKind, onClose }: ReportErrorModalProps) {
  const session = useSession();
  // Over a task's dialog that is a Modal.Stack (a variant's results), Escape closes this dialog only.
  const stackId = useId();
  const returnTo = parseReturnPath(useLocation({ select: (location) => location.pathname }));
  const sent = () => {
    onClose();
    notifications.show({ color: 'green', icon: <IconCheck size={18} />, message: reportSentMessage });
  };

  let body;
  if (session.status === 'signed-in') {
    // Mounted with the dialog: each opening starts with an empty form.
    body = opened && <ReportErrorForm taskId={taskId} initialKind={initialKind} onCancel={onClose} onSent={sent} />;
  } else if (session.status === 'signed-out') {
    body = (
      <Stack gap="md">
        <Text>Сообщить об ошибке могут только зарегистрированные пользователи: ответ на сообщение придёт в уведомления вашего аккаунта.</Text>
        <Group gap="sm" justify="flex-end">
          <AccountButtons registerVariant="default" returnTo={returnTo} />
        </Group>
      </Stack>
    );
  } else if (session.status === 'error') {
    body = <SessionErrorNotice message={session.message} retry={session.retry} retrying={session.retrying} />;
  } else {
    body = (
      <Center py="md">
        <Loader role="status" aria-label="Загрузка" />
      </Center>
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title={`Сообщить об ошибке в задании #${taskId}`} size="lg" stackId={stackId}>
      {body}
    </Modal>
  );
}
