import { UnstyledButton } from '@mantine/core';
import { useEffect, useRef } from 'react';
import classes from './task-number-nav.module.css';

export type TaskNumberState = { answered: boolean; verdict: 'correct' | 'incorrect' | null };

type TaskNumberNavProps = {
  states: TaskNumberState[];
  current: number;
  onSelect: (index: number) => void;
  /** One line that scrolls sideways, keeping the open number in view: the phone's sticky bar. */
  oneLine?: boolean;
};

function labelOf(position: number, state: TaskNumberState): string {
  const parts = [`Задание ${position}`];
  if (state.verdict === 'correct') parts.push('верно');
  else if (state.verdict === 'incorrect') parts.push('неверно');
  else if (state.answered) parts.push('есть ответ');
  return parts.join(', ');
}

/** КЕГЭ's row of task numbers: the open one filled, answered ones tinted, inline verdicts green or red. */
export function TaskNumberNav({ states, current, onSelect, oneLine = false }: TaskNumberNavProps) {
  const list = useRef<HTMLUListElement>(null);

  // Scrolled by hand, not with scrollIntoView, which would move the page too.
  useEffect(() => {
    const element = list.current;
    const button = element?.querySelector<HTMLElement>('[aria-current]');
    if (!oneLine || !element || !button) return;
    const box = element.getBoundingClientRect();
    const target = button.getBoundingClientRect();
    element.scrollBy({ left: target.left - box.left - (box.width - target.width) / 2 });
  }, [oneLine, current]);

  return (
    <nav aria-label="Номера заданий">
      <ul ref={list} className={oneLine ? classes.oneLine : classes.list}>
        {states.map((state, index) => (
          <li key={index}>
            <UnstyledButton
              className={classes.number}
              onClick={() => onSelect(index)}
              aria-current={index === current ? 'step' : undefined}
              aria-label={labelOf(index + 1, state)}
              data-answered={state.answered || undefined}
              data-verdict={state.verdict ?? undefined}
            >
              {index + 1}
              {state.answered && <span className={classes.dot} aria-hidden />}
            </UnstyledButton>
          </li>
        ))}
      </ul>
    </nav>
  );
}
