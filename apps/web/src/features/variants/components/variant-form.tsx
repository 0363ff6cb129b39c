import '@mantine/core/styles/Fieldset.css';
import type { VariantSummary } from '@ege/core/variants/variant-schemas';
import { Alert, Button, Fieldset, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { describeError } from '../../../lib/describe-error';
import { CountInputs } from '../../../components/count-inputs';
import { ModeFields } from './mode-fields';
import { countRu, taskForms } from '@ege/core/text/plural-ru';
import { countTasks, emptyCounts } from '../../../lib/type-counts';
import classes from './variant-form.module.css';
import { newVariantValues, saveInputOf, variantValuesOf, type VariantFormValues } from '../utils/variant-form-values';
import { messages } from '@ege/core/text/messages';
import { useSaveVariant } from '../api/use-save-variant';

type VariantFormProps = {
  variant: VariantSummary | null;
  canPublish: boolean;
  onCancel: () => void;
  onSaved: (saved: VariantSummary) => void;
};

const noTypeChosenMessage = messages.noTypeChosen;

export function VariantForm({ variant, canPublish, onCancel, onSaved }: VariantFormProps) {
  const [values, setValues] = useState<VariantFormValues>(() => (variant ? variantValuesOf(variant) : newVariantValues()));
  const set = (patch: Partial<VariantFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const save = useSaveVariant(variant, (isDraft) => saveInputOf(values, { isDraft, canPublish, editing: variant ?? undefined }), {
    onSaved: (saved, isDraft) => {
      const what = isDraft ? 'Черновик сохранён' : variant ? 'Вариант обновлён' : 'Вариант создан';
      notifications.show({ color: 'green', icon: <IconCheck size={18} />, title: what, message: `«${saved.name}»: ${countRu(saved.task_count, taskForms)}` });
    },
    onListed: onSaved,
  });
  const total = countTasks(values.counts);
  const [noType, setNoType] = useState(false);
  const fields = save.isError ? describeError(save.error).fields : {};
  const submit = (isDraft: boolean) => {
    // The server refuses a variant without tasks; say so before sending (SPEC §5 generator rule).
    setNoType(total === 0);
    if (total > 0) save.mutate(isDraft);
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit(false);
      }}
    >
      <Stack gap="md">
        <TextInput label="Название" placeholder="Например: Пробный вариант №1" value={values.name} onChange={(event) => set({ name: event.currentTarget.value })} maxLength={200} data-autofocus />
        <Fieldset
          legend={
            <Text component="span" size="sm" fw="var(--mantine-font-weight-medium)">
              Количество заданий по типам
            </Text>
          }
          variant="unstyled"
          disabled={save.isPending}
        >
          <CountInputs
            counts={values.counts}
            invalidKeys={Object.keys(fields).flatMap((field) => (field.startsWith('tasks_by_type.') ? [field.slice('tasks_by_type.'.length)] : []))}
            onChange={(counts) => {
              setNoType(false);
              set({ counts });
            }}
          />
          <Group justify="space-between" mt="xs" gap="xs">
            <Text size="sm" c="dimmed" aria-live="polite">
              Всего: <b>{countRu(total, taskForms)}</b>
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={() => set({ counts: emptyCounts() })} disabled={total === 0}>
              Очистить
            </Button>
          </Group>
          {noType && (
            <Text size="sm" c="red" mt={4} role="alert">
              {noTypeChosenMessage}
            </Text>
          )}
          {variant && (
            <Text size="xs" c="dimmed" mt={4}>
              Если не менять количества, в варианте останутся те же задания.
            </Text>
          )}
        </Fieldset>
        <ModeFields
          mode={values.mode}
          resultsMode={values.show_results_mode}
          onModeChange={(mode) => set({ mode })}
          onResultsModeChange={(show_results_mode) => set({ show_results_mode })}
        />
        {canPublish && (
          <Switch label="Публичный вариант" description="Виден всем, в том числе гостям" checked={values.is_public} onChange={(event) => set({ is_public: event.currentTarget.checked })} />
        )}
        {save.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={variant ? 'Ошибка обновления варианта' : 'Ошибка создания варианта'}>
            {describeError(save.error).message}
          </Alert>
        )}
        <div className={classes.actions}>
          <Button variant="default" onClick={onCancel}>
            Отмена
          </Button>
          <Button variant="light" loading={save.isPending && save.variables} disabled={save.isPending && !save.variables} onClick={() => submit(true)}>
            Сохранить как черновик
          </Button>
          <Button type="submit" loading={save.isPending && !save.variables} disabled={save.isPending && save.variables}>
            {variant ? 'Обновить' : 'Создать'}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
