import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/NumberInput.css';
import { Alert, Button, Checkbox, Divider, Flex, Group, Loader, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconEraser, IconPlayerPlay, IconWand } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { countKeys } from '@ege/core/variants/variant-schemas';
import { describeError } from '../../../lib/describe-error';
import { clampMultiplier, maxMultiplier, minMultiplier } from '../utils/clamp-multiplier';
import { CountSteppers } from './count-steppers';
import { generatedVariantName } from '../utils/generated-variant-name';
import { generatorErrorOf } from '../utils/generator-error-of';
import { ModeFields } from './mode-fields';
import { PresetButtons } from './preset-buttons';
import { countRu, taskForms } from '@ege/core/text/plural-ru';
import { presetCounts, type GeneratorPreset } from '../utils/preset-counts';
import { solvedCountsOf } from '../utils/solved-counts-of';
import { countOf, countTasks, emptyCounts, hasAnyCount, tasksByTypeOf, type TypeCounts } from '../../../lib/type-counts';
import type { VariantFormValues } from '../utils/variant-form-values';
import { messages } from '@ege/core/text/messages';
import { useGenerateVariant } from '../api/use-generate-variant';
import { useSolvedStats } from '../api/use-solved-stats';

type GeneratorPanelProps = { signedIn: boolean; onShowMine: () => void };

type Created = { id: number; name: string; taskCount: number };
type Failure = { title: string; message: string };

/** 'Генерация вариантов': counts from a preset and a multiplier, tuned by hand, sent as tasksByType. */
export function GeneratorPanel({ signedIn, onShowMine }: GeneratorPanelProps) {
  const stats = useSolvedStats(signedIn);
  const [preset, setPreset] = useState<GeneratorPreset>('classic');
  const [multiplier, setMultiplier] = useState(1);
  const [counts, setCounts] = useState<TypeCounts>(() => presetCounts('classic', 1, emptyCounts()));
  // Empty: the name is made up from the set and the time of creation.
  const [name, setName] = useState('');
  const [modes, setModes] = useState<Pick<VariantFormValues, 'mode' | 'show_results_mode'>>({ mode: 'KEGE', show_results_mode: 'after' });
  // Decision 040: short types with a generator are filled with generated tasks instead of failing.
  const [fillGenerated, setFillGenerated] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [created, setCreated] = useState<Created | null>(null);
  const solved = stats.data ? solvedCountsOf(stats.data.solved_tasks) : emptyCounts();

  const apply = (next: GeneratorPreset, times: number) => {
    setPreset(next);
    setMultiplier(times);
    setCounts(presetCounts(next, times, solved));
    setFailure(null);
  };
  const autoName = (now: Date) => {
    const made = presetCounts(preset, multiplier, solved);
    const asPreset = countKeys.every((key) => countOf(counts, key) === countOf(made, key));
    return generatedVariantName(preset, multiplier, countTasks(counts), asPreset, now);
  };
  const create = useGenerateVariant({
    onCreated: (variant) => {
      // SPEC §2's alert is the box under the form, with the way to the variant: a toast saying the same
      // would cover the form's presets (issue 26 §2).
      setCreated({ id: variant.id, name: variant.name, taskCount: variant.task_count });
    },
    onError: (error) => setFailure(generatorErrorOf(describeError(error))),
  });
  const submit = () => {
    setCreated(null);
    if (!signedIn) return setFailure({ title: 'Ошибка генерации', message: 'Необходима авторизация' });
    if (!hasAnyCount(counts)) return setFailure({ title: 'Ошибка генерации', message: messages.noTypeChosen });
    setFailure(null);
    create.mutate({ name: name.trim() || autoName(new Date()), tasksByType: tasksByTypeOf(counts), fill_generated: fillGenerated, is_draft: false, ...modes });
  };
  const total = countTasks(counts);
  const nothingSolved = preset === 'similar' && stats.isSuccess && !hasAnyCount(solved);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Шаблон
          </Title>
          <Flex direction={{ base: 'column', sm: 'row' }} gap="sm" align={{ base: 'stretch', sm: 'flex-end' }}>
            <PresetButtons value={preset} loadingSimilar={stats.isPending && signedIn} onChange={(next) => apply(next, multiplier)} />
            <NumberInput
              label="Множитель"
              w={120}
              min={minMultiplier}
              max={maxMultiplier}
              clampBehavior="strict"
              allowDecimal={false}
              allowNegative={false}
              suffix="×"
              value={multiplier}
              onChange={(value) => apply(preset, clampMultiplier(value))}
            />
          </Flex>
          {nothingSolved && (
            <Text size="sm" c="dimmed">
              Вы ещё не решили ни одного задания: выберите типы вручную или решите несколько заданий в тренажере.
            </Text>
          )}
          {stats.isError && preset === 'similar' && (
            <Text size="sm" c="red">
              Не удалось загрузить статистику: {describeError(stats.error).message}
            </Text>
          )}
        </Stack>
        <TextInput
          label="Название"
          description="Пусто — по набору, дате и времени создания"
          placeholder={autoName(new Date())}
          maw={{ sm: 480 }}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={200}
        />
        <ModeFields
          sideBySide
          mode={modes.mode}
          resultsMode={modes.show_results_mode}
          onModeChange={(mode) => setModes((current) => ({ ...current, mode }))}
          onResultsModeChange={(show_results_mode) => setModes((current) => ({ ...current, show_results_mode }))}
        />
        <Divider />
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Title order={2} fz="lg">
              Задания по типам
            </Title>
            <Group gap="sm">
              <Text size="sm" aria-live="polite">
                Всего: <b>{countRu(total, taskForms)}</b>
              </Text>
              <Button variant="subtle" size="compact-sm" color="gray" leftSection={<IconEraser size={16} />} onClick={() => apply('empty', multiplier)} disabled={total === 0}>
                Очистить
              </Button>
            </Group>
          </Group>
          <CountSteppers counts={counts} onChange={setCounts} disabled={create.isPending} />
          <Checkbox
            label="Дополнить сгенерированными заданиями"
            description="Если в банке не хватает заданий типа, у которого есть генератор, недостающие будут сгенерированы"
            checked={fillGenerated}
            onChange={(event) => setFillGenerated(event.currentTarget.checked)}
            disabled={create.isPending}
          />
        </Stack>
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={failure.title} withCloseButton onClose={() => setFailure(null)} closeButtonLabel="Закрыть">
            {/* A shortage names every short type, ';'-separated: one per line reads better. */}
            {failure.message.split('; ').map((line) => (
              <div key={line}>{line}</div>
            ))}
          </Alert>
        )}
        {created && (
          <Alert color="green" variant="light" icon={<IconCheck size={20} />} title="Вариант успешно создан" role="status">
            <Text size="sm">
              «{created.name}»: {countRu(created.taskCount, taskForms)}
            </Text>
            <Group gap="sm" mt={4}>
              <Button size="xs" renderRoot={(props) => <Link {...props} to="/variant/$id" params={{ id: String(created.id) }} />} leftSection={<IconPlayerPlay size={16} />}>
                Открыть вариант
              </Button>
              <Button size="xs" variant="default" onClick={onShowMine}>
                К моим вариантам
              </Button>
            </Group>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button size="md" onClick={submit} disabled={create.isPending} leftSection={create.isPending ? <Loader size={16} /> : <IconWand size={18} />} w={{ base: '100%', xs: 'auto' }}>
            {create.isPending ? 'Создание...' : 'Создать вариант'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
