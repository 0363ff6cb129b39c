import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import { Group } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import type { CodePlace } from './code-drafts';
import { LazyPythonPanel } from './lazy-python-panel';
import type { PythonPanelProps } from './python-panel';
import { PythonSolveButton } from './python-solve-button';
import classes from './with-python-panel.module.css';

type WithPythonPanelProps = {
  place: CodePlace;
  attachments: TaskPayload['attachments'];
  answer?: PythonPanelProps['answer'];
  /** The statement, given the 'Решить на Python' button to place among its parts. */
  children: (solveButton: ReactNode) => ReactNode;
};

/**
 * A task's statement with 'Решить на Python': once opened, the panel stands beside the statement on a
 * wide screen and under it on a narrow one. Each task keeps its own code (`place`).
 */
export function WithPythonPanel({ place, attachments, answer, children }: WithPythonPanelProps) {
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const button = (
    <Group>
      <PythonSolveButton opened={opened} onToggle={() => setOpened((open) => !open)} controls={panelId} />
    </Group>
  );
  return (
    <div className={classes.beside} data-python-open={opened || undefined}>
      {children(button)}
      {opened && (
        <div id={panelId}>
          <LazyPythonPanel place={place} files={attachments.map((file) => ({ name: file.file, url: file.url }))} answer={answer} onClose={() => setOpened(false)} />
        </div>
      )}
    </div>
  );
}
