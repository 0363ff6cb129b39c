import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import type { TheoryView } from '@ege/core/theory/theory-schemas';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconDeviceFloppy, IconRestore } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { describeError } from '../../lib/describe-error';
import { useCreateTheory } from './api/use-create-theory';
import { useUpdateTheory } from './api/use-update-theory';
import { LazyTheoryEditor } from './lazy-theory-editor';
import { theoryDraftKey } from './theory-draft';
import {
  checkTheoryValues,
  difficultyOptions,
  statusOptions,
  taskNumberOptions,
  theoryFormValuesOf,
  theoryInputOf,
  theorySearchOf,
  type TheoryFormErrors,
  type TheoryFormValues,
} from './theory-form-values';
import { useTheoryDraft } from './use-theory-draft';

type TheoryFormProps = {
  theory: TheoryView | null;
  taskNumber: number | undefined;
  onSaved: (theory: TheoryView) => void;
};

function timeOf(iso: string): string {
  return new Date(iso).toLocaleString('ru-RU', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
}

/** The fields of a theory page (SPEC §2): created with POST /theory/, changed with PUT /theory/{id}/. */
export function TheoryForm({ theory, taskNumber, onSaved }: TheoryFormProps) {
  const [baseline] = useState(() => theoryFormValuesOf(theory, taskNumber));
  const draftKey = theoryDraftKey(theory?.id ?? 'new');
  const [values, setValues] = useState<TheoryFormValues>(baseline);
  const draft = useTheoryDraft(draftKey, baseline, values);
  const [draftShown, setDraftShown] = useState(false);
  const [errors, setErrors] = useState<TheoryFormErrors>({});
  const create = useCreateTheory();
  const update = useUpdateTheory();
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  // Inline SVG drawings have no place in the editor's schema (bundled pages draw with images, decision 030).
  const lossy = theory !== null && /<svg\b/i.test(theory.content);

  const set = <K extends keyof TheoryFormValues>(key: K, value: TheoryFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  function submit() {
    const problems = checkTheoryValues(values);
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) {
      // The button is under a long editor: the field to fix may be a screen away.
      window.requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
      return;
    }
    const input = theoryInputOf(values);
    const done = {
      onSuccess: (saved: TheoryView) => {
        draft.clear();
        onSaved(saved);
      },
      onError: (error: unknown) => {
        const fields = describeError(error).fields;
        setErrors(Object.fromEntries(Object.entries(fields).map(([key, messages]) => [key, messages[0]])) as TheoryFormErrors);
      },
    };
    if (theory) update.mutate({ id: theory.id, ...input }, done);
    else create.mutate(input, done);
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {draft.restored && !draftShown && (
          <Alert color="blue" icon={<IconRestore size={18} />} title="Восстановлен несохранённый черновик">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Черновик от {timeOf(draft.restored.saved_at)} ещё не сохранён на сервере.</Text>
              <Group gap="xs">
                <Button size="xs" onClick={() => { setValues(draft.restored!.values); setDraftShown(true); }}>
                  Открыть черновик
                </Button>
                <Button size="xs" variant="default" onClick={() => { draft.clear(); setDraftShown(true); }}>
                  Отбросить
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {lossy && (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Редактор не сохранит рисунки этой страницы">
            На странице есть рисунки SVG, которых нет в редакторе: после сохранения они пропадут. Рисунок лучше вставить изображением.
          </Alert>
        )}
        {failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title="Ошибка сохранения" role="alert">
            {describeError(failure).message}
          </Alert>
        )}
        <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <Select label="Номер задания" required data={taskNumberOptions} value={values.task_number || null} onChange={(value) => set('task_number', value ?? '')} error={errors.task_number} allowDeselect={false} />
              <Select label="Сложность" data={difficultyOptions} value={values.difficulty} onChange={(value) => set('difficulty', value ?? '1')} allowDeselect={false} />
              <Select label="Статус" data={statusOptions} value={values.status} onChange={(value) => set('status', (value ?? 'draft') as TheoryFormValues['status'])} allowDeselect={false} />
            </SimpleGrid>
            <TextInput label="Заголовок" required value={values.title} onChange={(event) => set('title', event.currentTarget.value)} error={errors.title} maxLength={200} />
            <Textarea label="Описание" description="Вводный абзац под заголовком" autosize minRows={2} maxRows={6} value={values.description} onChange={(event) => set('description', event.currentTarget.value)} error={errors.description} maxLength={2000} />
            <TagsInput label="Теги" description="Enter — добавить тег" value={values.tags} onChange={(tags) => set('tags', tags)} maxTags={20} clearable />
          </Stack>
        </Paper>
        <LazyTheoryEditor label="Содержание" value={values.content} onChange={(html) => set('content', html)} height={480} error={errors.content} />
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed" role="status" aria-live="polite">
            {draft.savedAt ? `Черновик сохранён в браузере в ${new Date(draft.savedAt).toLocaleTimeString('ru-RU', { hour: '2-digit', minute: '2-digit' })}` : 'Черновик сохраняется в браузере автоматически'}
          </Text>
          <Group gap="sm">
            <Button variant="default" renderRoot={(props) => <Link {...props} to="/theory" search={theorySearchOf(Number(values.task_number) || 1)} />}>
              Отмена
            </Button>
            <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} />}>
              Сохранить
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
