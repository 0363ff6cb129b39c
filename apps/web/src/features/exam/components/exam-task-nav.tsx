import { UnstyledButton } from '@mantine/core';
import classes from './exam-station.module.css';

type ExamTaskNavProps = {
  /** Task numbers 1..27 in order, with whether each has an answer. */
  items: { number: number; answered: boolean }[];
  current: number;
  onSelect: (number: number) => void;
};

/** The station's task numbers: the open one filled, answered ones tinted with a dot; never right or wrong before the end. */
export function ExamTaskNav({ items, current, onSelect }: ExamTaskNavProps) {
  return (
    <nav aria-label="Номера заданий">
      <ul className={classes.numbers}>
        {items.map((item) => (
          <li key={item.number}>
            <UnstyledButton
              className={classes.number}
              onClick={() => onSelect(item.number)}
              aria-current={item.number === current ? 'step' : undefined}
              aria-label={item.answered ? `Задание ${item.number}, есть ответ` : `Задание ${item.number}`}
              data-answered={item.answered || undefined}
            >
              {item.number}
              {item.answered && <span className={classes.dot} aria-hidden />}
            </UnstyledButton>
          </li>
        ))}
      </ul>
    </nav>
  );
}
