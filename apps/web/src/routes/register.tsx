import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../features/auth/register-page';
import { parseReturnPath } from '../lib/return-path';

export const Route = createFileRoute('/register')({
  // ?redirect=/trainer/task/5: a guest from the trainer goes back there once registered (issue 26).
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = parseReturnPath(search.redirect);
    return redirect === undefined ? {} : { redirect };
  },
  component: RegisterRoute,
});

function RegisterRoute() {
  const { redirect } = Route.useSearch();
  return <RegisterPage returnTo={redirect} />;
}
