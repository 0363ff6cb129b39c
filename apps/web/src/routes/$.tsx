import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { TheoryPage } from '../features/theory/theory-page';
import { defaultTheoryType } from '../features/theory/theory-types';

export const Route = createFileRoute('/$')({
  component: UnknownPathRoute,
});

function UnknownPathRoute() {
  const navigate = useNavigate();
  return <TheoryPage type={defaultTheoryType} onSelectType={(type) => void navigate({ to: '/theory', search: { type } })} />;
}
