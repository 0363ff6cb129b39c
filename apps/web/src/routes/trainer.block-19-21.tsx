import { createFileRoute } from '@tanstack/react-router';
import { BlockPage } from '../features/trainer/block-page';

export const Route = createFileRoute('/trainer/block-19-21')({
  component: BlockPage,
});
