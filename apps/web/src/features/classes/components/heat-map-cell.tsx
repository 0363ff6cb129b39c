import '@mantine/core/styles/Tooltip.css';
import type { ClassCell } from '@ege/core/classes/class-schemas';
import { Table, Tooltip, VisuallyHidden } from '@mantine/core';
import { memo, type CSSProperties } from 'react';
import { describeCell } from '../utils/describe-cell';
import { formatSuccess, successLevelOf } from '../utils/success-levels';
import classes from './heat-map.module.css';

type HeatMapCellProps = {
  cell: ClassCell;
  /** 'studentId:type', what the map's keyboard focus remembers. */
  cellKey: string;
  /** The map's one tab stop (the others are reached by the arrow keys). */
  tabbable: boolean;
  onFocusCell: (cellKey: string) => void;
};

/**
 * One student's first tries at one type: the share right, coloured by its step; the counts and the mean
 * time in a tooltip (hover, focus or touch) and, for screen readers, in the cell's own text.
 */
export const HeatMapCell = memo(function HeatMapCell({ cell, cellKey, tabbable, onFocusCell }: HeatMapCellProps) {
  if (cell.success === null || cell.first_tries === 0) {
    return (
      <Table.Td className={classes.empty}>
        <span aria-hidden="true">—</span>
        <VisuallyHidden>нет первых попыток</VisuallyHidden>
      </Table.Td>
    );
  }
  const level = successLevelOf(cell.success);
  const description = describeCell(cell);
  return (
    <Table.Td className={classes.cell} style={{ '--cell-light': level.light, '--cell-dark': level.dark } as CSSProperties} data-type={cell.type}>
      <Tooltip label={description} events={{ hover: true, focus: true, touch: true }} withArrow openDelay={150} multiline w={220}>
        {/* Focusable, so the keyboard opens the tooltip too; the text itself is the table's. */}
        <span className={classes.value} tabIndex={tabbable ? 0 : -1} data-heat onFocus={() => onFocusCell(cellKey)}>
          <span>{formatSuccess(cell.success)}</span>
          <VisuallyHidden>. {description}</VisuallyHidden>
        </span>
      </Tooltip>
    </Table.Td>
  );
});
