import { createFileRoute } from '@tanstack/react-router';
import { CommentsSection } from '../features/comments/components/comments-section';
import { QuestTaskNote } from '../features/quests/quest-task-note';
import { StaffTaskQualityPanel } from '../features/task-quality/components/staff-task-quality-panel';
import { TaskPage } from '../features/trainer/components/task-page';
import { TaskReportSlot } from '../components/task-report-slot';
import { renderReportButton } from '../features/task-report/components/render-report-button';

export const Route = createFileRoute('/trainer/task/$id')({
  component: TaskRoute,
});

// Under the task: whether it is a quest's, its numbers for the bank's staff, then the comments; TaskPage mounts them anew per task, so a half-typed comment stays behind.
const renderComments = (taskId: number) => (
  <>
    <QuestTaskNote taskId={taskId} />
    <StaffTaskQualityPanel taskId={taskId} />
    <CommentsSection taskId={taskId} />
  </>
);

function TaskRoute() {
  const { id } = Route.useParams();
  // 'Сообщить об ошибке' under the statement and in the 'Разбор' (decision 075).
  return (
    <TaskReportSlot render={renderReportButton}>
      <TaskPage id={/^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null} renderBelow={renderComments} />
    </TaskReportSlot>
  );
}
