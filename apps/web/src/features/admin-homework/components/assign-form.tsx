import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Alert, Button, Checkbox, Group, Paper, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconEye, IconRestore, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { describeError } from '../../../lib/describe-error';
import { CountInputs } from '../../../components/count-inputs';
import { tasksByTypeOf, type TypeCounts } from '../../../lib/type-counts';
import { defaultExamWindow } from '../utils/default-exam-window';
import { examWindowRequest } from '../utils/exam-window-request';
import { ExamWindowFields, type ExamWindowValue } from './exam-window-fields';
import { maxHomeworkCount } from '../utils/homework-counts';
import { HomeworkPreviewList } from './homework-preview';
import type { StudentRef } from '../utils/student-ref';
import { useDefaultCounts } from '../api/use-default-counts';
import { useFlash } from '../hooks/use-flash';
import { useAssignHomework } from '../api/use-assign-homework';
import { useHomeworkPreview } from '../api/use-homework-preview';

const assignedText = 'ДЗ успешно выдано!';
const flashMs = 2000;

type Kind = 'tasks' | 'exam';
const kindOptions: { value: Kind; label: string }[] = [
  { value: 'tasks', label: 'Задания' },
  { value: 'exam', label: 'Пробный экзамен' },
];

/**
 * Counts per type and a comment for the selected students; the server draws tasks they have not solved.
 * Or a rehearsal (decision 044): a start window instead of counts, its 27 tasks drawn when the student starts.
 */
export function AssignForm({ users }: { users: readonly StudentRef[] }) {
  const [kind, setKind] = useState<Kind>('tasks');
  const [examWindow, setExamWindow] = useState<ExamWindowValue>(() => defaultExamWindow(new Date()));
  const [windowError, setWindowError] = useState<string | null>(null);
  const defaults = useDefaultCounts(users.map((user) => user.id));
  // Null while the teacher has not touched the counts: they follow the selected students' defaults.
  const [edited, setEdited] = useState<TypeCounts | null>(null);
  const [comment, setComment] = useState('');
  // Decision 040: short types with a generator are filled with generated tasks instead of failing; the preview counts them and stores none.
  const [fillGenerated, setFillGenerated] = useState(false);
  const [flash, showFlash] = useFlash(flashMs);
  const counts = edited ?? defaults.counts;
  const request = { user_ids: users.map((user) => user.id), tasks: tasksByTypeOf(counts), fill_generated: fillGenerated };
  // A preview answers for the students, counts and option it was asked with; any change puts it away.
  const requestKey = JSON.stringify(request);
  const preview = useHomeworkPreview();
  const previewShown = preview.isSuccess && JSON.stringify(preview.variables) === requestKey;
  const previewFailed = preview.isError && JSON.stringify(preview.variables) === requestKey;
  const assign = useAssignHomework(() => {
    showFlash(assignedText);
    setEdited(null);
    setComment('');
    preview.reset();
  });
  const noUsers = users.length === 0;
  const exam = kind === 'exam';
  const fieldErrors = assign.isError ? describeError(assign.error).fields : {};
  // A refusal of the window is shown at its field, not again below.
  const shownAtField = exam && ('exam.opens_at' in fieldErrors || 'exam.closes_at' in fieldErrors);

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!exam) return assign.mutate({ ...request, comment });
          const window = examWindowRequest(examWindow);
          setWindowError('error' in window ? window.error : null);
          if ('exam' in window) assign.mutate({ user_ids: request.user_ids, comment, exam: window.exam });
        }}
      >
        <Stack gap="md">
          <SegmentedControl
            aria-label="Что выдать"
            data={kindOptions}
            value={kind}
            onChange={(value) => {
              setKind(value === 'exam' ? 'exam' : 'tasks');
              assign.reset();
              setWindowError(null);
            }}
            disabled={assign.isPending}
            style={{ alignSelf: 'flex-start' }}
          />
          {exam ? (
            <Stack gap="sm">
              <div>
                <Title order={2} fz="lg">
                  Пробный экзамен
                </Title>
                <Text size="sm" c="dimmed">
                  27 заданий, 3 ч 55 мин. Задания выбираются, когда ученик начнёт экзамен; начать его можно только в этом окне.
                </Text>
              </div>
              <ExamWindowFields
                value={examWindow}
                onChange={(value) => {
                  setExamWindow(value);
                  setWindowError(null);
                  // The refusal was about the window as it was: it goes once the window changes.
                  if (assign.isError) assign.reset();
                }}
                errors={{ opensAt: fieldErrors['exam.opens_at']?.[0], closesAt: fieldErrors['exam.closes_at']?.[0] }}
                disabled={assign.isPending}
              />
            </Stack>
          ) : (
            <>
              <Group justify="space-between" align="flex-start" gap="xs">
                <div>
                  <Title order={2} fz="lg">
                    Задачи по типам
                  </Title>
                  <Text size="sm" c="dimmed">
                    0–99 каждого типа; по умолчанию — по одной задаче тех типов, что ученик уже решал.
                  </Text>
                </div>
                <Button variant="subtle" size="compact-sm" leftSection={<IconRestore size={16} />} disabled={edited === null} onClick={() => setEdited(null)}>
                  По умолчанию
                </Button>
              </Group>
              <CountInputs counts={counts} max={maxHomeworkCount} onChange={setEdited} disabled={assign.isPending} />
              <Checkbox
                label="Дополнить сгенерированными заданиями"
                description="Если в банке не хватает заданий типа, у которого есть генератор, недостающие будут сгенерированы"
                checked={fillGenerated}
                onChange={(event) => setFillGenerated(event.currentTarget.checked)}
                disabled={assign.isPending}
              />
            </>
          )}
          <Textarea label="Комментарий" placeholder="Например: к пятнице, обратите внимание на задания 8 и 12" autosize minRows={2} maxRows={6} maxLength={2000} value={comment} onChange={(event) => setComment(event.currentTarget.value)} />
          {windowError !== null && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />}>
              {windowError}
            </Alert>
          )}
          {assign.isError && !shownAtField && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />}>
              {describeError(assign.error).message}
            </Alert>
          )}
          {flash !== null && (
            <Alert color="green" variant="light" icon={<IconCheck size={20} />} role="status">
              {flash}
            </Alert>
          )}
          {!exam && previewShown && <HomeworkPreviewList preview={preview.data} />}
          {!exam && previewFailed && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title="Предпросмотр не удался">
              {describeError(preview.error).message}
            </Alert>
          )}
          <Group justify="flex-end">
            {!exam && (
              <Button variant="default" leftSection={<IconEye size={18} />} loading={preview.isPending} disabled={noUsers || !defaults.ready} onClick={() => preview.mutate(request)}>
                Предпросмотр
              </Button>
            )}
            <Button type="submit" leftSection={<IconSend size={18} />} loading={assign.isPending} disabled={noUsers || (!exam && !defaults.ready)}>
              {exam ? 'Выдать пробный экзамен' : 'Выдать ДЗ'}
            </Button>
          </Group>
          {noUsers && (
            <Text size="sm" c="dimmed" ta="right">
              Сначала выберите ученика.
            </Text>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
