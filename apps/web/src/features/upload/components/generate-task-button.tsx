import { draftTypes, type GeneratedDraft } from '@ege/core/tasks/authoring/generated-draft-schemas';
import { blockKey, blockTypes } from '@ege/core/tasks/bank/task-type-catalog';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconWand } from '@tabler/icons-react';
import { describeError } from '../../../lib/describe-error';
import { useGenerateDraft } from '../api/use-generate-draft';

type GenerateTaskButtonProps = {
  /** The form's type ('' when not chosen; '19-21' in the block form) and difficulty ('' when not chosen). */
  type: string;
  difficulty: string;
  onGenerated: (draft: GeneratedDraft) => void;
};

/**
 * 'Сгенерировать' for a type with a generator: POST /tasks/generate-draft/ fills the form with a
 * generated task (its answer computed and re-checked), or in the block form with a whole 19–21 block
 * (decision 065); the author edits it and uploads it as usual.
 */
export function GenerateTaskButton({ type, difficulty, onGenerated }: GenerateTaskButtonProps) {
  const generate = useGenerateDraft(onGenerated);
  const block = type === blockKey;
  // A block is asked for by its first question: 19, 20 and 21 each give the whole block.
  const requested = block ? blockTypes[0] : Number(type);
  if (!draftTypes.includes(requested)) return null;
  return (
    <Stack gap="xs">
      <Group gap="sm" align="center">
        <Button
          variant="light"
          leftSection={<IconWand size={18} />}
          loading={generate.isPending}
          onClick={() => generate.mutate({ type: requested, ...(difficulty ? { difficulty: Number(difficulty) } : {}) })}
        >
          Сгенерировать
        </Button>
        <Text size="sm" c="dimmed">
          {block
            ? 'Заполнить форму новым блоком 19–21 от генератора: условие игры, три вопроса, ответы и разборы'
            : `Заполнить форму новым заданием ${type} от генератора: условие, ответ, разбор и файлы`}
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
          title={
            generate.isSuccess
              ? `Форма заполнена ${block ? 'блоком' : 'заданием'} от генератора`
              : `Генератор составляет ${block ? 'блок' : 'задание'}…`
          }
        >
          {generate.isSuccess
            ? `${generate.data.generator.id}, seed ${generate.data.generator.seed}: ${block ? 'ответы вычислены и перепроверены. Просмотрите условие и вопросы' : 'ответ вычислен и перепроверен. Просмотрите условие'} и загрузите.`
            : block
              ? 'Условие, три вопроса, ответы и разборы появятся в форме.'
              : 'Условие, ответ, разбор и файлы появятся в форме.'}
        </Alert>
      )}
    </Stack>
  );
}
