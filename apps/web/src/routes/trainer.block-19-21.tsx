import { createFileRoute } from '@tanstack/react-router';
import { CommentsSection } from '../features/comments/components/comments-section';
import { QuestTaskNote } from '../features/quests/quest-task-note';
import { BlockPage } from '../features/trainer/components/block-page';

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
  return <BlockPage taskId={task} renderBelow={renderComments} />;
}
