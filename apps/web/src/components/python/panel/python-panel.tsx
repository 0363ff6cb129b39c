import { answerFromOutput } from '@ege/core/tasks/checking/answer-from-output';
import type { AnswerLayout } from '@ege/core/tasks/checking/answer-layout';
import type { AnswerValue } from '@ege/core/tasks/checking/answer-value';
import { Button, CloseButton, Group, NativeSelect, Paper, Skeleton, Stack, Text, Textarea, useComputedColorScheme, VisuallyHidden } from '@mantine/core';
import { IconArrowDownToArc, IconBrandPython, IconPlayerPlayFilled, IconPlayerStopFilled } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { CodePlace } from './code-drafts';
import { LazyPythonEditor } from '../editor/lazy-python-editor';
import { pythonEditorMinHeight } from '../editor/python-editor-size';
import { PythonOutput } from './python-output';
import type { PythonFile } from '../engine/python-runner';
import { starterCode } from './starter-code';
import { usePythonRunner } from '../engine/use-python-runner';
import { useSavedCode, type SaveState } from './use-saved-code';

const timeLimits = [5, 10, 30, 60, 120, 300];
const defaultTimeLimit = 10;

export type PythonPanelProps = {
  /** Where the code is kept (a task, or a task in a rehearsal); null: not kept (a theory example). */
  place: CodePlace | null;
  /** The text to start from when nothing is kept: a theory example, a worked solution's program. */
  initialCode?: string;
  files: readonly PythonFile[];
  /** The answer's inputs, for 'Вставить в ответ'; absent where there is no answer to fill. */
  answer?: { layout: AnswerLayout; insert: (value: AnswerValue) => void; disabled?: boolean };
  title?: string;
  onClose?: () => void;
  /** Runs the code once as soon as it can: 'Запустить' on a worked solution's or a theory page's program. */
  autoRun?: boolean;
};

/**
 * 'Решить на Python': the editor, the run with the task's files beside the program, the output as it is
 * printed, input() from a box, 'Остановить' and a time limit, and 'Вставить в ответ', which costs no
 * attempt. Loaded only when opened; Python itself loads on the first run (or at once, in the background).
 */
export function PythonPanel({ place, initialCode, files, answer, title = 'Решение на Python', onClose, autoRun = false }: PythonPanelProps) {
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  const saved = useSavedCode(place, initialCode ?? starterCode(files));
  const runner = usePythonRunner();
  const [stdin, setStdin] = useState('');
  const [timeLimit, setTimeLimit] = useState(defaultTimeLimit);
  // The code of the last run: its error's line is marked until the code is changed.
  const [ranCode, setRanCode] = useState<string | null>(null);
  const { preload } = runner;

  // Python starts loading as the panel opens, so the first run does not wait for all of it.
  useEffect(() => preload(), [preload]);

  const outcome = runner.state.outcome;
  const errorLine = outcome?.kind === 'error' && ranCode === saved.code ? outcome.error.line : null;

  const running = runner.state.phase === 'running';
  const loading = runner.state.phase === 'loading';
  const run = () => {
    if (saved.code === null || running) return;
    setRanCode(saved.code);
    runner.run({ code: saved.code, files, stdin, timeLimitSeconds: timeLimit });
  };
  const autoRan = useRef(false);
  useEffect(() => {
    if (!autoRun || autoRan.current || saved.code === null) return;
    autoRan.current = true;
    setRanCode(saved.code);
    runner.run({ code: saved.code, files, stdin: '', timeLimitSeconds: defaultTimeLimit });
  }, [autoRun, saved.code, runner, files]);
  const insertable = answer && outcome?.kind === 'finished' && !runner.state.truncated ? answerFromOutput(runner.state.output, answer.layout) : null;

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={8} wrap="nowrap">
            <IconBrandPython size={22} aria-hidden />
            <Text fw={700}>{title}</Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {place && <SaveStatus state={saved.save} />}
            {onClose && <CloseButton onClick={onClose} aria-label="Скрыть редактор Python" />}
          </Group>
        </Group>
        {files.length > 0 && (
          <Text size="sm" c="dimmed">
            Файлы задания лежат рядом с программой: {files.map((file) => file.name).join(', ')}.
          </Text>
        )}
        {saved.code === null ? (
          <div role="status">
            <VisuallyHidden>Загрузка сохранённого кода</VisuallyHidden>
            <Skeleton height={pythonEditorMinHeight + 2} radius="md" />
          </div>
        ) : (
          <LazyPythonEditor value={saved.code} onChange={saved.setCode} onRun={run} errorLine={errorLine} label="Программа на Python" dark={dark} />
        )}
        <Group gap="xs" wrap="wrap" align="flex-end">
          <Button leftSection={<IconPlayerPlayFilled size={16} />} onClick={run} disabled={running || saved.code === null} loading={loading && !running} title="Ctrl+Enter">
            Запустить
          </Button>
          <Button variant="light" color="red" leftSection={<IconPlayerStopFilled size={16} />} onClick={runner.stop} disabled={!running}>
            Остановить
          </Button>
          <NativeSelect
            label="Ограничение времени"
            size="sm"
            w={170}
            value={String(timeLimit)}
            onChange={(event) => setTimeLimit(Number(event.currentTarget.value))}
            data={timeLimits.map((limit) => ({ value: String(limit), label: limit < 60 ? `${limit} с` : `${limit / 60} мин` }))}
          />
          {answer && (
            <Button
              variant="light"
              leftSection={<IconArrowDownToArc size={16} />}
              onClick={() => insertable && answer.insert(insertable)}
              disabled={!insertable || answer.disabled}
              title="Последнее напечатанное — в ответ (в таблицу — по ячейкам). Попытка не тратится: проверяет кнопка «Проверить»."
            >
              Вставить в ответ
            </Button>
          )}
        </Group>
        <Textarea
          label="Ввод для input()"
          description="Каждая строка — один вызов input()."
          autosize
          minRows={1}
          maxRows={6}
          value={stdin}
          onChange={(event) => setStdin(event.currentTarget.value)}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <PythonOutput state={runner.state} revealOutcome={autoRun} />
      </Stack>
    </Paper>
  );
}

function SaveStatus({ state }: { state: SaveState }) {
  const text = { saved: 'Код сохранён', saving: 'Сохраняется…', local: 'Нет связи: код сохранён в браузере', error: state.kind === 'error' ? state.message : '' }[state.kind];
  return (
    <Text size="xs" c={state.kind === 'error' ? 'light-dark(var(--mantine-color-red-9), #ffa8a8)' : 'dimmed'} data-testid="python-save-status">
      {text}
    </Text>
  );
}
