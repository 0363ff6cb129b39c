import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Alert, Button, Checkbox, Group, Paper, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconEraser, IconEye, IconHistory, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { describeError } from '../../../lib/describe-error';
import { CountInputs } from '../../../components/count-inputs';
import { hasAnyCount, sameCounts, tasksByTypeOf, type TypeCounts } from '../../../lib/type-counts';
import { defaultExamWindow } from '../utils/default-exam-window';
import { examWindowRequest } from '../utils/exam-window-request';
import { ExamWindowFields, type ExamWindowValue } from './exam-window-fields';
import { maxHomeworkCount, perStudentTotalText, startingHomeworkCounts, withSolvedTypes } from '../utils/homework-counts';
import { HomeworkPreviewList } from './homework-preview';
import type { StudentRef } from '../utils/student-ref';
import { useSolvedTypes } from '../api/use-solved-types';
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
  const solved = useSolvedTypes(users.map((user) => user.id));
  // Decision 073: every count starts at 0 and changes only by the teacher's hand (a field or a button).
  const [counts, setCounts] = useState<TypeCounts>(startingHomeworkCounts);
  const [comment, setComment] = useState('');
  // Decision 040: short types with a generator are filled with generated tasks instead of failing; the preview counts them and stores none.
  const [fillGenerated, setFillGenerated] = useState(false);
  const [flash, showFlash] = useFlash(flashMs);
  // One task of each type the students solved before, on the teacher's click; null when it adds nothing.
  const solvedFilled = withSolvedTypes(counts, solved.types);
  const withSolved = solved.ready && !sameCounts(solvedFilled, counts) ? solvedFilled : null;
  const request = { user_ids: users.map((user) => user.id), tasks: tasksByTypeOf(counts), fill_generated: fillGenerated };
  // A preview answers for the students, counts and option it was asked with; any change puts it away.
  const requestKey = JSON.stringify(request);
  const preview = useHomeworkPreview();
  const previewShown = preview.isSuccess && JSON.stringify(preview.variables) === requestKey;
  const previewFailed = preview.isError && JSON.stringify(preview.variables) === requestKey;
  const assign = useAssignHomework(() => {
    showFlash(assignedText);
    setCounts(startingHomeworkCounts());
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
              <div>
                <Title order={2} fz="lg">
                  Задачи по типам
                </Title>
                <Text size="sm" c="dimmed">
                  0–99 каждого типа. В ДЗ попадёт только то, что вы выберете.
                </Text>
              </div>
              <Group gap="xs">
                <Button
                  variant="light"
                  size="compact-sm"
                  leftSection={<IconHistory size={16} />}
                  loading={!noUsers && !solved.ready}
                  disabled={noUsers || withSolved === null || assign.isPending}
                  onClick={() => withSolved && setCounts(withSolved)}
                >
                  Типы, которые решали ученики
                </Button>
                <Button variant="subtle" size="compact-sm" leftSection={<IconEraser size={16} />} disabled={!hasAnyCount(counts) || assign.isPending} onClick={() => setCounts(startingHomeworkCounts())}>
                  Очистить
                </Button>
              </Group>
              {!noUsers && solved.ready && solved.types.length === 0 && (
                <Text size="xs" c="dimmed" mt={-8}>
                  Выбранные ученики ещё не решали задач: отметьте типы сами.
                </Text>
              )}
              <CountInputs counts={counts} max={maxHomeworkCount} onChange={setCounts} disabled={assign.isPending} />
              <Text size="sm" fw={600}>
                {perStudentTotalText(counts)}
              </Text>
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
              <Button variant="default" leftSection={<IconEye size={18} />} loading={preview.isPending} disabled={noUsers} onClick={() => preview.mutate(request)}>
                Предпросмотр
              </Button>
            )}
            <Button type="submit" leftSection={<IconSend size={18} />} loading={assign.isPending} disabled={noUsers}>
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
