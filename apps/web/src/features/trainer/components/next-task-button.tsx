import { Affix, Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNarrowScreen } from '../../../lib/use-narrow-screen';
import classes from './next-task-button.module.css';
import { useArrowRight } from '../hooks/use-arrow-right';

type NextTaskButtonProps = {
  onNext: () => void;
  loading: boolean;
  /** A button above it: 'Следующее задание ДЗ'. */
  above?: ReactNode;
};

/**
 * 'Следующее задание', also on the ArrowRight key: floating in the corner on a wide screen; on a phone
 * it stands in the page under the answer, full width, since anything floating there covers the
 * statement or the answer (docs/decisions/026).
 */
export function NextTaskButton({ onNext, loading, above }: NextTaskButtonProps) {
  useArrowRight(onNext, !loading);
  const narrow = useNarrowScreen();
  const button = (
    <Button
      className={classes.button}
      size="md"
      radius={narrow ? 'md' : 'xl'}
      fullWidth={narrow}
      onClick={onNext}
      loading={loading}
      rightSection={<IconArrowRight size={18} />}
      title="Следующее задание (клавиша →)"
    >
      Следующее задание
    </Button>
  );
  if (narrow) {
    return (
      <div className={classes.inline}>
        {above}
        {button}
      </div>
    );
  }
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={150}>
      <div className={classes.stack}>
        {above}
        {button}
      </div>
    </Affix>
  );
}
