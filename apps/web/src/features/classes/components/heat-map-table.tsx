import '@mantine/core/styles/Table.css';
import type { ClassReport } from '@ege/core/classes/class-schemas';
import { Table, VisuallyHidden } from '@mantine/core';
import { useCallback, useState, type KeyboardEvent } from 'react';
import { ScrollBox } from '../../../components/scroll-box';
import { typeLabel } from '../utils/describe-cell';
import { nextHeatCell } from '../utils/next-heat-cell';
import { ForecastCell } from './forecast-cell';
import { HeatMapCell } from './heat-map-cell';
import classes from './heat-map.module.css';
import { HomeworkCell } from './homework-cell';
import type { OpenHomework } from './homework-grid-modal';

type HeatMapTableProps = { report: ClassReport; labelledBy: string; onOpenHomework: (open: OpenHomework) => void };

/** Students by types (after each one's forecast and homework, in view without scrolling): a real table (a screen reader walks it by row and column), the names kept in view while it scrolls sideways. */
export function HeatMapTable({ report, labelledBy, onOpenHomework }: HeatMapTableProps) {
  // One tab stop for the whole map (the cell last focused, else the first with tries); arrows move within it.
  const [focused, setFocused] = useState<string | null>(null);
  const keys = report.students.flatMap((student) => student.cells.filter((cell) => cell.first_tries > 0).map((cell) => `${student.id}:${cell.type}`));
  const tabbable = focused !== null && keys.includes(focused) ? focused : (keys[0] ?? null);
  const onFocusCell = useCallback((key: string) => setFocused(key), []);
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!(event.target instanceof HTMLElement) || !event.target.hasAttribute('data-heat')) return;
    const next = nextHeatCell(event.target, event.key);
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <ScrollBox label="Успех первых попыток по типам, прокручивается вбок" stickyStart>
      <Table className={classes.table} verticalSpacing={4} horizontalSpacing={6} fz="sm" aria-labelledby={labelledBy} withRowBorders={false} onKeyDown={onKeyDown}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.student}>
              Ученик
            </Table.Th>
            <Table.Th scope="col">Прогноз</Table.Th>
            <Table.Th scope="col">ДЗ</Table.Th>
            {report.types.map((type) => (
              <Table.Th key={type} scope="col" className={classes.type}>
                <VisuallyHidden>Тип </VisuallyHidden>
                {typeLabel(type)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.students.map((student) => (
            <Table.Tr key={student.id}>
              <Table.Th scope="row" className={classes.student} fw={500} title={student.username}>
                {student.username}
              </Table.Th>
              <ForecastCell forecast={student.forecast} />
              <HomeworkCell
                student={student}
                homework={student.homework}
                onOpen={() => student.homework && onOpenHomework({ student: { id: student.id, username: student.username }, homework: student.homework })}
              />
              {student.cells.map((cell) => (
                <HeatMapCell key={cell.type} cell={cell} cellKey={`${student.id}:${cell.type}`} tabbable={tabbable === `${student.id}:${cell.type}`} onFocusCell={onFocusCell} />
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollBox>
  );
}
