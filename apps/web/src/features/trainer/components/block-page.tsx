import { blockKey } from '@ege/core/tasks/bank/task-type-catalog';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { Fragment, type ReactNode } from 'react';
import { SessionErrorNotice } from '../../../components/session-error-notice';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSession } from '../../../lib/use-session';
import { useTaskBlock } from '../api/use-task-block';
import { BlockNoData } from './block-no-data';
import { BlockTrainer } from './block-trainer';
import { TaskPageSkeleton } from './task-page-skeleton';
import { trainerErrorMessage } from '../utils/trainer-error-message';
import { TrainerErrorState } from './trainer-error-state';
import { TrainerScreen } from './trainer-screen';
import { useOpenRandomTask } from '../api/use-open-random-task';
import { GuestTrialNotice } from './guest-trial-notice';

const notifyLoadError = (error: unknown) => notifications.show({ color: 'red', title: 'Ошибка загрузки блока 19-21', message: trainerErrorMessage(error) });

type BlockPageProps = {
  /** A question of the block to show (homework leads to its own block); without it a random block. */
  taskId?: number;
  renderBelow?: (firstTaskId: number) => ReactNode;
};

/**
 * /trainer/block-19-21: a random block, a new one on every visit and on 'Следующее задание'; or the
 * block of a given question, after which 'Следующее задание' goes on to random ones.
 * renderBelow puts what the route wants under the block, given the block's first task id (the block's
 * comments hang on it); like the block itself, it is mounted anew for each block.
 */
export function BlockPage({ taskId, renderBelow }: BlockPageProps) {
  usePageTitle('Задания 19-21');
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const guest = session.status === 'signed-out';
  const navigate = useNavigate();
  const query = useTaskBlock(taskId, signedIn || guest);
  const randomTask = useOpenRandomTask((error) => notifications.show({ color: 'red', title: 'Ошибка загрузки задачи', message: trainerErrorMessage(error) }));
  const block = query.data;
  const next = () => {
    if (taskId !== undefined) return void navigate({ to: '/trainer/block-19-21' });
    void query.refetch().then((result) => {
      if (result.isError) notifyLoadError(result.error);
      else if (result.data?.block_id === block?.block_id) notifications.show({ color: 'blue', message: 'Других блоков 19-21 пока нет.' });
    });
  };

  const body = () => {
    if (session.status === 'error') return <SessionErrorNotice message={session.message} retry={session.retry} retrying={session.retrying} />;
    if (query.isError && !block) {
      // A given question's block is the homework's (SPEC §8 Homework); a random one is the trainer's own.
      const message = taskId === undefined ? trainerErrorMessage(query.error) : `Ошибка при получении блока 19-21: ${trainerErrorMessage(query.error)}`;
      return <TrainerErrorState message={message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    }
    if (!block) return <TaskPageSkeleton />;
    if (block.tasks.length < 3 || block.questions.length < 3) return <BlockNoData onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    const firstTaskId = block.ids[0];
    return (
      <Fragment key={block.block_id}>
        <BlockTrainer block={block} onNext={next} nextLoading={query.isFetching} guest={guest} />
        {guest && <GuestTrialNotice />}
        {firstTaskId !== undefined && renderBelow?.(firstTaskId)}
      </Fragment>
    );
  };

  return (
    <TrainerScreen title={{ heading: 'Задания 19-21', subtitle: 'Теория игр: три вопроса к одному условию' }} current={blockKey} randomTask={randomTask} showMenu={signedIn}>
      {body()}
    </TrainerScreen>
  );
}
