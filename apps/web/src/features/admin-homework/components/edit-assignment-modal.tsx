import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { homeworkStatuses, type HomeworkAssignment, type HomeworkStatus } from '@ege/core/homework/homework-schemas';
import { Alert, Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { describeError } from '../../../lib/describe-error';
import { examWindowRequest } from '../utils/exam-window-request';
import { ExamWindowFields, type ExamWindowValue } from './exam-window-fields';
import { homeworkStatusOptions } from '../utils/homework-status-options';
import { moscowLocalOf } from '../utils/moscow-local-time';
import { useUpdateAssignment } from '../api/use-update-assignment';

type EditAssignmentModalProps = { assignment: HomeworkAssignment | null; onClose: () => void };

function isStatus(value: string | null): value is HomeworkStatus {
  return (homeworkStatuses as readonly (string | null)[]).includes(value);
}

/** Comment and status of one assignment; its tasks stay as drawn. A rehearsal's window too, until the student starts it (decision 044). */
function EditForm({ assignment, onClose }: { assignment: HomeworkAssignment; onClose: () => void }) {
  const [comment, setComment] = useState(assignment.comment);
  const [status, setStatus] = useState<HomeworkStatus>(assignment.status);
  const exam = assignment.exam;
  const initialWindow: ExamWindowValue | null = exam && { opensAt: moscowLocalOf(new Date(exam.opens_at)), closesAt: moscowLocalOf(new Date(exam.closes_at)) };
  const [examWindow, setExamWindow] = useState<ExamWindowValue | null>(initialWindow);
  const [windowError, setWindowError] = useState<string | null>(null);
  const windowMovable = exam?.status === 'not_started';
  const update = useUpdateAssignment(onClose);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        // Only what changed: a new comment alone marks the homework 'edited' on the server.
        const windowChanged = windowMovable && examWindow !== null && JSON.stringify(examWindow) !== JSON.stringify(initialWindow);
        const window = windowChanged ? examWindowRequest(examWindow) : null;
        setWindowError(window && 'error' in window ? window.error : null);
        if (window && 'error' in window) return;
        const changes = {
          ...(comment !== assignment.comment ? { comment } : {}),
          ...(status !== assignment.status ? { status } : {}),
          ...(window && 'exam' in window ? { exam: window.exam } : {}),
        };
        if (Object.keys(changes).length === 0) onClose();
        else update.mutate({ user_id: assignment.user_id, assignment_id: assignment.id, ...changes });
      }}
    >
      <Stack gap="md">
        <Textarea label="Комментарий" autosize minRows={3} maxRows={8} maxLength={2000} value={comment} onChange={(event) => setComment(event.currentTarget.value)} data-autofocus />
        {windowMovable && examWindow && (
          <ExamWindowFields
            value={examWindow}
            onChange={(value) => {
              setExamWindow(value);
              setWindowError(null);
            }}
            disabled={update.isPending}
          />
        )}
        {windowError !== null && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />}>
            {windowError}
          </Alert>
        )}
        <Select label="Статус" data={homeworkStatusOptions} value={status} allowDeselect={false} onChange={(value) => isStatus(value) && setStatus(value)} comboboxProps={{ withinPortal: true }} />
        {update.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />}>
            {describeError(update.error).message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Отмена
          </Button>
          <Button type="submit" loading={update.isPending}>
            Сохранить
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function EditAssignmentModal({ assignment, onClose }: EditAssignmentModalProps) {
  return (
    <Modal opened={assignment !== null} onClose={onClose} title="Изменить ДЗ" centered closeButtonProps={{ 'aria-label': 'Закрыть' }}>
      {/* Keyed, so the fields start from the assignment opened, not from the one before. */}
      {assignment && <EditForm key={assignment.id} assignment={assignment} onClose={onClose} />}
    </Modal>
  );
}
