import { Affix, Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import classes from './next-task-button.module.css';
import { useArrowRight } from './use-arrow-right';

/** The floating 'Следующее задание', also on the ArrowRight key. */
export function NextTaskButton({ onNext, loading }: { onNext: () => void; loading: boolean }) {
  useArrowRight(onNext, !loading);
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={150}>
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
    </Affix>
  );
}
