import type { ClassForecast } from '@ege/core/classes/class-schemas';
import { Table, Text } from '@mantine/core';
import { formatForecast } from '../utils/format-forecast';
import classes from './heat-map.module.css';

/** '62 (55–70)', or how many tasks the forecast still lacks: never a bare number on too little evidence. */
export function ForecastCell({ forecast }: { forecast: ClassForecast }) {
  return (
    <Table.Td className={classes.forecast}>
      {forecast.status === 'ready' ? (
        <Text size="sm" fw={600} span>
          {formatForecast(forecast)}
        </Text>
      ) : (
        <Text size="xs" c="dimmed" span>
          {formatForecast(forecast)}
        </Text>
      )}
    </Table.Td>
  );
}
