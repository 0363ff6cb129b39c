import { Button } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { HomeworkDoneModal } from './homework-done-modal';
import classes from './next-task-button.module.css';
import { useHomeworkNext } from '../api/use-homework-next';

/**
 * 'Следующее задание ДЗ' before 'Следующее задание' when a task on screen belongs to the current homework (SPEC §2
 * Task trainer), and the dialog once the homework has nothing left.
 */
export function HomeworkNextButton({ taskIds }: { taskIds: readonly number[] }) {
  const homework = useHomeworkNext(taskIds);
  if (!homework.shown) return null;
  return (
    <>
      <Button className={classes.button} size="md" color="grape" onClick={homework.open} loading={homework.loading} leftSection={<IconClipboardList size={18} />}>
        Следующее задание ДЗ
      </Button>
      <HomeworkDoneModal opened={homework.done} onOk={() => void homework.finish()} />
    </>
  );
}
