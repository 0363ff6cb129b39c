import { Affix, Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './next-task-button.module.css';
import { useArrowRight } from './use-arrow-right';

type NextTaskButtonProps = {
  onNext: () => void;
  loading: boolean;
  /** A button floating above it: '📚 Next ДЗ'. */
  above?: ReactNode;
};

/**
 * The floating 'Следующее задание', also on the ArrowRight key. On a phone the buttons stand side by side,
 * so that they cover one row of the page, not two.
 */
export function NextTaskButton({ onNext, loading, above }: NextTaskButtonProps) {
  useArrowRight(onNext, !loading);
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={150}>
      <div className={classes.stack}>
        {above}
        <Button
          className={classes.button}
          size="md"
          radius="xl"
          onClick={onNext}
          loading={loading}
          rightSection={<IconArrowRight size={18} />}
          title="Следующее задание (клавиша →)"
        >
          Следующее задание
        </Button>
      </div>
    </Affix>
  );
}
