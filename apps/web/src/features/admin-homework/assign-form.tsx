import '@mantine/core/styles/Checkbox.css';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconEye, IconRestore, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../lib/describe-error';
import { trpc } from '../../lib/trpc';
import { CountInputs } from '../../components/count-inputs';
import { tasksByTypeOf, type TypeCounts } from '../../lib/type-counts';
import { maxHomeworkCount } from './homework-counts';
import { invalidateHomework } from './invalidate-homework';
import { HomeworkPreviewList } from './homework-preview';
import type { StudentRef } from './student-ref';
import { useDefaultCounts } from './use-default-counts';
import { useFlash } from './use-flash';

const assignedText = 'ДЗ успешно выдано!';
const flashMs = 2000;

/** Counts per type and a comment for the selected students; the server draws tasks they have not solved. */
export function AssignForm({ users }: { users: readonly StudentRef[] }) {
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
  const preview = useMutation(trpc.homework.preview.mutationOptions());
  const previewShown = preview.isSuccess && JSON.stringify(preview.variables) === requestKey;
  const previewFailed = preview.isError && JSON.stringify(preview.variables) === requestKey;
  const assign = useMutation({
    ...trpc.homework.assign.mutationOptions(),
    onSuccess: async () => {
      showFlash(assignedText);
      setEdited(null);
      setComment('');
      preview.reset();
      await invalidateHomework();
    },
  });
  const noUsers = users.length === 0;

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          assign.mutate({ ...request, comment });
        }}
      >
        <Stack gap="md">
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
          <Textarea label="Комментарий" placeholder="Например: к пятнице, обратите внимание на задания 8 и 12" autosize minRows={2} maxRows={6} maxLength={2000} value={comment} onChange={(event) => setComment(event.currentTarget.value)} />
          {assign.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />}>
              {describeError(assign.error).message}
            </Alert>
          )}
          {flash !== null && (
            <Alert color="green" variant="light" icon={<IconCheck size={20} />} role="status">
              {flash}
            </Alert>
          )}
          {previewShown && <HomeworkPreviewList preview={preview.data} />}
          {previewFailed && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title="Предпросмотр не удался">
              {describeError(preview.error).message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" leftSection={<IconEye size={18} />} loading={preview.isPending} disabled={noUsers || !defaults.ready} onClick={() => preview.mutate(request)}>
              Предпросмотр
            </Button>
            <Button type="submit" leftSection={<IconSend size={18} />} loading={assign.isPending} disabled={noUsers || !defaults.ready}>
              Выдать ДЗ
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
