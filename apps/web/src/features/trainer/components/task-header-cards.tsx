import { Paper, Text } from '@mantine/core';
import { useNarrowScreen } from '../../../lib/use-narrow-screen';
import classes from './task-header-cards.module.css';
import { formatSeconds } from '../utils/format-seconds';

type HeaderCard = { label: string; short: string; value: string; live?: boolean };

type TaskHeaderCardsProps = {
  number: string;
  ids: string;
  seconds: number;
  averageTime: string;
  averageAttempts: string;
};

/**
 * Task number, id, the running timer and the averages of everyone who solved it (SPEC §2 Task trainer):
 * five cards on a wide screen, one compact line on a phone, so that the statement starts on the first screen.
 */
export function TaskHeaderCards({ number, ids, seconds, averageTime, averageAttempts }: TaskHeaderCardsProps) {
  const narrow = useNarrowScreen();
  const several = ids.includes(',');
  const cards: HeaderCard[] = [
    { label: 'Задание', short: 'Задание', value: number },
    { label: several ? 'ID заданий' : 'ID задания', short: 'ID', value: ids },
    { label: 'Время решения', short: 'Время', value: formatSeconds(seconds), live: true },
    { label: 'Среднее время', short: 'Ср. время', value: averageTime },
    { label: 'Среднее число попыток', short: 'Ср. попыток', value: averageAttempts },
  ];

  if (narrow) {
    return (
      <Paper withBorder radius="md" px="sm" py={6} className={classes.line} role="group" aria-label="Сведения о задании">
        {cards.map((card) => (
          <span key={card.label} className={classes.item} role="group" aria-label={card.label}>
            <span className={classes.itemLabel}>{card.short}</span>
            <span className={classes.itemValue} role={card.live ? 'timer' : undefined}>
              {card.value}
            </span>
          </span>
        ))}
      </Paper>
    );
  }

  return (
    <div className={classes.grid} role="group" aria-label="Сведения о задании">
      {cards.map((card) => (
        <Paper key={card.label} className={classes.card} withBorder px="sm" py={10} radius="md" role="group" aria-label={card.label}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} lh={1.3}>
            {card.label}
          </Text>
          <Text fw={700} fz="lg" mt={2} style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }} role={card.live ? 'timer' : undefined}>
            {card.value}
          </Text>
        </Paper>
      ))}
    </div>
  );
}
