import { spreadPastedValues } from '@ege/core/tasks/spread-pasted-values';
import { TextInput } from '@mantine/core';
import type { ClipboardEvent } from 'react';
import classes from './answer-grid.module.css';

type AnswerGridProps = {
  cells: string[][];
  onChange: (cells: string[][]) => void;
  invalid: boolean;
  label: string;
};

/**
 * The cells of a table answer in the table's shape. Several values pasted into the first cell fill
 * the table row by row (spreadPastedValues), as in the trainer.
 */
export function AnswerGrid({ cells, onChange, invalid, label }: AnswerGridProps) {
  const rows = cells.length;
  const cols = cells[0]?.length ?? 1;
  const setCell = (r: number, c: number, value: string) => onChange(cells.map((row, ri) => (ri === r ? row.map((old, ci) => (ci === c ? value : old)) : row)));
  const pasteIntoFirst = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (text.trim().split(/\s+/).length < 2) return;
    event.preventDefault();
    onChange(spreadPastedValues(text, rows, cols));
  };

  return (
    <div className={classes.scroll} role="group" aria-label={label}>
      <div className={classes.grid} style={{ gridTemplateColumns: `repeat(${cols}, ${cols > 4 ? 64 : 96}px)` }}>
        {cells.map((row, r) =>
          row.map((cell, c) => (
            <TextInput
              key={`${r}-${c}`}
              className={classes.cell}
              value={cell}
              onChange={(event) => setCell(r, c, event.currentTarget.value)}
              onPaste={r === 0 && c === 0 ? pasteIntoFirst : undefined}
              error={invalid}
              aria-label={`Ячейка ${r + 1}.${c + 1}`}
              autoComplete="off"
              spellCheck={false}
            />
          )),
        )}
      </div>
    </div>
  );
}
