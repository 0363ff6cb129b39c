import { Group } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ExamButton } from '../features/exam/components/exam-button';
import { WeakPracticeButton } from '../features/learning/weak-practice-button';
import { TrainerPage } from '../features/trainer/components/trainer-page';
import { parseTrainerTypeKey } from '../features/trainer/utils/trainer-types';

export const Route = createFileRoute('/trainer/')({
  // ?type=5 (a type card opened in a new tab, a shared link): a random task of that type.
  validateSearch: (search: Record<string, unknown>): { type?: string } => {
    const type = search.type === undefined ? undefined : parseTrainerTypeKey(String(search.type));
    return type === undefined ? {} : { type: String(type) };
  },
  component: TrainerRoute,
});

function TrainerRoute() {
  const { type } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <TrainerPage
      requestedType={type === undefined ? undefined : parseTrainerTypeKey(type)}
      onRequestTaken={() => void navigate({ search: {}, replace: true })}
      actions={
        <Group gap="sm">
          <WeakPracticeButton />
          <ExamButton />
        </Group>
      }
    />
  );
}
