import type { DiffPart, TaskRevision } from '@ege/core/task-revisions/task-revision-schemas';
import { Alert, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { describeError } from '../../../lib/describe-error';
import { formatMoscowDateTime } from '../../../lib/format-moscow-date';
import { useTaskRevisions } from '../api/use-task-revisions';
import { FormSection } from './form-section';
import classes from './task-revisions.module.css';

const sourceLabels = { web: 'на сайте', import: 'импорт (ege import)' } as const;

/** A statement's diff: added words underlined on green, removed ones struck through on red. */
function DiffText({ parts, label }: { parts: readonly DiffPart[]; label: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <p className={classes.diff}>
        {parts.map((part, index) =>
          part.added ? (
            <ins key={index} className={classes.added}>
              {part.value}
            </ins>
          ) : part.removed ? (
            <del key={index} className={classes.removed}>
              {part.value}
            </del>
          ) : (
            <span key={index}>{part.value}</span>
          ),
        )}
      </p>
    </div>
  );
}

function RevisionItem({ revision }: { revision: TaskRevision }) {
  return (
    <Stack gap={6} component="li" data-testid="task-revision">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {formatMoscowDateTime(revision.created_at)}
        </Text>
        <Text size="sm" c="dimmed">
          {revision.user?.username ?? 'оператор сервера'} · {sourceLabels[revision.source]}
        </Text>
        {revision.statement_changed && (
          <Badge variant="light" color="blue" size="sm">
            Условие
          </Badge>
        )}
        {revision.answer_changed && (
          <Badge variant="light" color="orange" size="sm">
            Ответ
          </Badge>
        )}
      </Group>
      {revision.answer_changed && (
        <Text size="sm">
          Ответ: «{revision.answer_before}» → «{revision.answer_after}» · засчитано ученикам: {revision.credited}
        </Text>
      )}
      {revision.text_diff.length > 0 && <DiffText parts={revision.text_diff} label="Условие" />}
      {revision.question_diff.length > 0 && <DiffText parts={revision.question_diff} label="Вопрос" />}
    </Stack>
  );
}

/** 'История изменений' of the task being edited (decision 077): newest first, the statement's diff, the credits of a corrected key. */
export function TaskRevisions({ id }: { id: number }) {
  const revisions = useTaskRevisions(id);
  return (
    <FormSection title="История изменений">
      {revisions.isPending ? (
        <Loader size="sm" role="status" aria-label="Загрузка истории изменений" />
      ) : revisions.isError ? (
        <Alert color="red" variant="light">
          {describeError(revisions.error).message}
        </Alert>
      ) : revisions.data.revisions.length === 0 ? (
        <Text size="sm" c="dimmed">
          Изменений условия и ответа пока не было.
        </Text>
      ) : (
        <Stack gap="lg" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Изменения, сначала новые">
          {revisions.data.revisions.map((revision) => (
            <RevisionItem key={revision.id} revision={revision} />
          ))}
        </Stack>
      )}
    </FormSection>
  );
}
