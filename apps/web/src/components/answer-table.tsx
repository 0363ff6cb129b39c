import { spreadPastedValues } from '@ege/core/tasks/checking/spread-pasted-values';
import { TextInput } from '@mantine/core';
import type { ClipboardEvent } from 'react';
import { answerTableColumns } from '../lib/answer-table-columns';
import classes from './answer-table.module.css';

type AnswerTableProps = {
  rows: string[][];
  onChange: (rows: string[][]) => void;
  disabled?: boolean;
  invalid: boolean;
  label: string;
};

/**
 * The cells of a table answer, in the trainer and in the upload form alike. Several space-separated
 * values pasted into the first cell fill the table row by row; more values than cells clear it
 * (SPEC §2, spreadPastedValues). A column grows with its longest value, so a long number is read whole.
 */
export function AnswerTable({ rows, onChange, disabled = false, invalid, label }: AnswerTableProps) {
  const cols = rows[0]?.length ?? 1;
  const setCell = (r: number, c: number, cell: string) => onChange(rows.map((row, ri) => (ri === r ? row.map((old, ci) => (ci === c ? cell : old)) : row)));
  const pasteIntoFirst = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (text.trim().split(/\s+/).length < 2) return;
    event.preventDefault();
    onChange(spreadPastedValues(text, rows.length, cols));
  };

  return (
    <div className={classes.scroll} role="group" aria-label={label}>
      <div className={classes.grid} style={{ gridTemplateColumns: answerTableColumns(rows) }}>
        {rows.map((row, r) =>
          row.map((cell, c) => (
            <TextInput
              key={`${r}-${c}`}
              className={classes.cell}
              value={cell}
              onChange={(event) => setCell(r, c, event.currentTarget.value)}
              onPaste={r === 0 && c === 0 ? pasteIntoFirst : undefined}
              disabled={disabled}
              error={invalid}
              aria-label={`Ячейка ${r + 1}.${c + 1}`}
              autoComplete="off"
              spellCheck={false}
              inputMode="text"
            />
          )),
        )}
      </div>
    </div>
  );
}
