import '@mantine/core/styles/SegmentedControl.css';
import { classPeriods, type ClassPeriod } from '@ege/core/classes/class-schemas';
import { SegmentedControl } from '@mantine/core';

const periodData = classPeriods.map((period) => ({ value: String(period), label: `${period} дней` }));

/** The heat map's period: the last 7, 30 or 90 Moscow days, today included. */
export function PeriodControl({ value, onChange }: { value: ClassPeriod; onChange: (period: ClassPeriod) => void }) {
  return (
    <SegmentedControl
      aria-label="Период"
      data={periodData}
      value={String(value)}
      onChange={(next) => onChange(Number(next) as ClassPeriod)}
      size="sm"
    />
  );
}
