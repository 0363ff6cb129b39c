import { createFileRoute } from '@tanstack/react-router';
import { TaskPage } from '../features/trainer/task-page';

export const Route = createFileRoute('/trainer/task/$id')({
  component: TaskRoute,
});

function TaskRoute() {
  const { id } = Route.useParams();
  return <TaskPage id={/^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null} />;
}
