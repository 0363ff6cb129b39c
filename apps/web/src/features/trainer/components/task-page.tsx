import { notifications } from '@mantine/notifications';
import { Fragment, type ReactNode } from 'react';
import { SessionErrorNotice } from '../../../components/session-error-notice';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSession } from '../../../lib/use-session';
import { useTask } from '../api/use-task';
import { TaskPageSkeleton } from './task-page-skeleton';
import { TaskTrainer } from './task-trainer';
import { trainerErrorMessage } from '../utils/trainer-error-message';
import { TrainerErrorState } from './trainer-error-state';
import { TrainerScreen } from './trainer-screen';
import { trainerTypeInfo } from '../utils/trainer-type-info';
import { useOpenRandomTask } from '../api/use-open-random-task';
import { GuestTrialNotice } from './guest-trial-notice';

const noTaskIdMessage = 'Не указан taskId для одиночной задачи';
const fallbackTitle = { heading: 'Тренажер', subtitle: 'Задания по одному: с таймером, попытками и опытом' };

type TaskPageProps = {
  id: number | null;
  /**
   * What goes under the task, given its id: the route puts the comments there, since one feature
   * does not import another. It is mounted anew for each task, like the trainer itself. Guests get
   * it under the sign-in notice too: they may read a discussion.
   */
  renderBelow?: (taskId: number) => ReactNode;
};

/** /trainer/task/{id}: one task with its timer, answer, reveal and the way to the next one. */
export function TaskPage({ id, renderBelow }: TaskPageProps) {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const guest = session.status === 'signed-out';
  // A guest tries the task too (issue 26): the server gives it without its secrets.
  const query = useTask(id, signedIn || guest);
  const randomTask = useOpenRandomTask((error) =>
    notifications.show({ color: 'red', title: 'Ошибка загрузки задачи', message: trainerErrorMessage(error) }),
  );
  const task = query.data;
  const loading = session.status === 'loading' || ((signedIn || guest) && id !== null && !query.isError);
  usePageTitle(task ? `Задание ${task.type}` : 'Тренажер');

  const body = () => {
    if (session.status === 'error') return <SessionErrorNotice message={session.message} retry={session.retry} retrying={session.retrying} />;
    if (id === null) return <TrainerErrorState message={noTaskIdMessage} onRetry={() => window.location.reload()} retrying={false} />;
    if (query.isError && !task) return <TrainerErrorState message={trainerErrorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    if (!task) return <TaskPageSkeleton />;
    return (
      <Fragment key={task.id}>
        <TaskTrainer task={task} onNext={() => randomTask.open(task.type, task.id)} nextLoading={randomTask.pendingType !== null} guest={guest} />
        {guest && <GuestTrialNotice />}
        {renderBelow?.(task.id)}
      </Fragment>
    );
  };

  return (
    <TrainerScreen
      title={task ? { heading: `Задание ${task.type}`, subtitle: trainerTypeInfo(task.type).name } : loading ? null : fallbackTitle}
      current={task?.type ?? null}
      randomTask={randomTask}
      showMenu={signedIn}
    >
      {body()}
    </TrainerScreen>
  );
}
