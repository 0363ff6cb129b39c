import { createFileRoute } from '@tanstack/react-router';
import { TrainerPage } from '../features/trainer/trainer-page';

export const Route = createFileRoute('/trainer/')({
  component: TrainerPage,
});
