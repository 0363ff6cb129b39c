import { createFileRoute } from '@tanstack/react-router';
import { CommentsSection } from '../features/comments/components/comments-section';
import { QuestTaskNote } from '../features/quests/quest-task-note';
import { BlockPage } from '../features/trainer/components/block-page';
import { TaskReportSlot } from '../components/task-report-slot';
import { renderReportButton } from '../features/task-report/components/render-report-button';

export const Route = createFileRoute('/trainer/block-19-21')({
  // ?task= opens the block of that question ('Следующее задание ДЗ'); without it the block is a random one.
  validateSearch: (search: Record<string, unknown>): { task?: number } => {
    const task = Number(search.task);
    return Number.isInteger(task) && task > 0 ? { task } : {};
  },
  component: BlockRoute,
});

// A block's comments hang on its first task (SPEC §2 Task trainer); BlockPage mounts them anew per block.
const renderComments = (firstTaskId: number) => (
  <>
    <QuestTaskNote taskId={firstTaskId} />
    <CommentsSection taskId={firstTaskId} />
  </>
);

function BlockRoute() {
  const { task } = Route.useSearch();
  // 'Сообщить об ошибке' under each question and in its 'Разбор' (decision 075).
  return (
    <TaskReportSlot render={renderReportButton}>
      <BlockPage taskId={task} renderBelow={renderComments} />
    </TaskReportSlot>
  );
}
