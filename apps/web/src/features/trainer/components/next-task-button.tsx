import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './next-task-button.module.css';
import { useArrowRight } from '../hooks/use-arrow-right';

type NextTaskButtonProps = {
  onNext: () => void;
  loading: boolean;
  /** A button before it: 'Следующее задание ДЗ'. */
  above?: ReactNode;
};

/**
 * 'Следующее задание', also on the ArrowRight key: in the page's column under the answer, at its right
 * edge on a wide screen and full width on a phone. It floated in the window's corner once, and there it
 * covered the verdict and the files and stood out of the column (issue 26, docs/decisions/063).
 */
export function NextTaskButton({ onNext, loading, above }: NextTaskButtonProps) {
  useArrowRight(onNext, !loading);
  return (
    <div className={classes.row}>
      {above}
      <Button className={classes.button} size="md" onClick={onNext} loading={loading} rightSection={<IconArrowRight size={18} />} title="Следующее задание (клавиша →)">
        Следующее задание
      </Button>
    </div>
  );
}
