import { Alert, Box, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { PythonRunState } from '../engine/python-runner';
import { runStatusText } from './run-status-text';
import classes from './python-panel.module.css';

/** The run's status line, the Russian explanation of an error, and what the program printed, as it printed it. */
export function PythonOutput({ state, revealOutcome = false }: { state: PythonRunState; revealOutcome?: boolean }) {
  const box = useRef<HTMLPreElement>(null);
  const outcome = state.outcome;

  // A program run on opening (a 'Разбор' or a theory example): its result is brought into sight, not left below the editor.
  useEffect(() => {
    if (revealOutcome && outcome) box.current?.scrollIntoView({ block: 'nearest' });
  }, [revealOutcome, outcome]);
  const status = runStatusText(state);
  const error = state.outcome?.kind === 'error' ? state.outcome.error : null;

  // Follows the newest lines while the program prints, as a terminal does.
  useEffect(() => {
    const element = box.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [state.output]);

  return (
    <Box>
      <Text size="sm" c={status.tone === 'dimmed' ? 'dimmed' : undefined} className={classes.status} data-tone={status.tone} role="status" aria-live="polite" data-testid="python-status">
        {status.text}
      </Text>
      {error && (
        <Alert color="red" variant="light" mt="xs" p="xs" title={error.russian}>
          <Text size="xs">Полный текст ошибки Python — в выводе ниже.</Text>
        </Alert>
      )}
      <pre ref={box} className={classes.output} tabIndex={0} role="log" aria-label="Вывод программы" data-testid="python-output">
        {state.output}
        {error && <span className={classes.traceback}>{`${state.output === '' || state.output.endsWith('\n') ? '' : '\n'}${error.traceback}`}</span>}
        {state.truncated && <span className={classes.truncated}>{'\n'}… вывод обрезан: программа напечатала больше 1 МБ</span>}
      </pre>
    </Box>
  );
}
