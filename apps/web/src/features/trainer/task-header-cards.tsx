import { Paper, Text } from '@mantine/core';
import classes from './task-header-cards.module.css';
import { formatSeconds } from './format-seconds';

type HeaderCard = { label: string; value: string; live?: boolean };

type TaskHeaderCardsProps = {
  number: string;
  ids: string;
  seconds: number;
  averageTime: string;
  averageAttempts: string;
};

/** Task number, id, the running timer and the averages of everyone who solved it (SPEC §2 Task trainer). */
export function TaskHeaderCards({ number, ids, seconds, averageTime, averageAttempts }: TaskHeaderCardsProps) {
  const cards: HeaderCard[] = [
    { label: 'Задание', value: number },
    { label: ids.includes(',') ? 'ID заданий' : 'ID задания', value: ids },
    { label: 'Время решения', value: formatSeconds(seconds), live: true },
    { label: 'Среднее время', value: averageTime },
    { label: 'Среднее число попыток', value: averageAttempts },
  ];
  return (
    <div className={classes.grid} role="group" aria-label="Сведения о задании">
      {cards.map((card) => (
        <Paper key={card.label} className={classes.card} withBorder px="sm" py={10} radius="md" role="group" aria-label={card.label}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} lh={1.3}>
            {card.label}
          </Text>
          <Text fw={700} fz={{ base: 'md', sm: 'lg' }} mt={2} style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }} role={card.live ? 'timer' : undefined}>
            {card.value}
          </Text>
        </Paper>
      ))}
    </div>
  );
}
