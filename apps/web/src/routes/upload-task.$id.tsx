import { createFileRoute } from '@tanstack/react-router';
import { EditTaskPage } from '../features/upload/components/edit-task-page';

export const Route = createFileRoute('/upload-task/$id')({
  component: EditTaskRoute,
});

function EditTaskRoute() {
  const { id } = Route.useParams();
  return <EditTaskPage id={/^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null} />;
}
