import { roleAllows } from '@ege/core/rules/roles';
import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/use-session';
import { TaskQualityPlaceholder } from './task-quality-placeholder';

const TaskQualityPanel = lazy(() => import('./task-quality-panel').then((module) => ({ default: module.TaskQualityPanel })));

/**
 * The task's numbers for the bank's staff only (role rule bankCare): for anyone else nothing is asked and
 * nothing of the panel's code is fetched, so a student's task page does not carry it.
 */
export function StaffTaskQualityPanel({ taskId }: { taskId: number }) {
  const session = useSession();
  if (session.status !== 'signed-in' || !roleAllows('bankCare', session.user.role)) return null;
  return (
    <Suspense fallback={<TaskQualityPlaceholder />}>
      <TaskQualityPanel taskId={taskId} />
    </Suspense>
  );
}
