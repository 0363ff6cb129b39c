import { draftTypes, type GeneratedDraft } from '@ege/core/generators/generated-draft-schemas';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconWand } from '@tabler/icons-react';
import { describeError } from '../../../lib/describe-error';
import { useGenerateDraft } from '../api/use-generate-draft';

type GenerateTaskButtonProps = {
  /** The form's type and difficulty ('' when not chosen). */
  type: string;
  difficulty: string;
  onGenerated: (draft: GeneratedDraft) => void;
};

/**
 * 'Сгенерировать' for a type with a generator: POST /tasks/generate-draft/ fills the form with a
 * generated task (its answer computed and re-checked); the author edits it and uploads it as usual.
 */
export function GenerateTaskButton({ type, difficulty, onGenerated }: GenerateTaskButtonProps) {
  const generate = useGenerateDraft(onGenerated);
  if (!draftTypes.includes(Number(type))) return null;
  return (
    <Stack gap="xs">
      <Group gap="sm" align="center">
        <Button
          variant="light"
        leftSection={<IconWand size={18} />}
        loading={generate.isPending}
        onClick={() => generate.mutate({ type: Number(type), ...(difficulty ? { difficulty: Number(difficulty) } : {}) })}
      >
        Сгенерировать
      </Button>
        <Text size="sm" c="dimmed">
          Заполнить форму новым заданием {type} от генератора: условие, ответ, разбор и файлы
        </Text>
      </Group>
      {generate.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {describeError(generate.error).message}
        </Alert>
      )}
      {/* In its place from the click on, and the same two lines when the task comes: arriving after a slow
          generation, it pushed the form down under the author (issue 26 §3, layout shift). */}
      {(generate.isPending || generate.isSuccess) && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconWand size={18} />}
          role="status"
          title={generate.isSuccess ? 'Форма заполнена заданием от генератора' : 'Генератор составляет задание…'}
        >
          {generate.isSuccess
            ? `${generate.data.generator.id}, seed ${generate.data.generator.seed}: ответ вычислен и перепроверен. Просмотрите условие и загрузите.`
            : 'Условие, ответ, разбор и файлы появятся в форме.'}
        </Alert>
      )}
    </Stack>
  );
}
