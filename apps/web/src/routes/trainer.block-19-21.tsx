import { createFileRoute } from '@tanstack/react-router';
import { CommentsSection } from '../features/comments/comments-section';
import { BlockPage } from '../features/trainer/block-page';

export const Route = createFileRoute('/trainer/block-19-21')({
  component: BlockRoute,
});

// A block's comments hang on its first task (SPEC §2 Task trainer); BlockPage mounts them anew per block.
const renderComments = (firstTaskId: number) => <CommentsSection taskId={firstTaskId} />;

function BlockRoute() {
  return <BlockPage renderBelow={renderComments} />;
}
