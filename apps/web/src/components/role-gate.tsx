import { roleAllows, type RoleRule } from '@ege/core/rules/roles';
import type { Profile } from '@ege/core/identity/user-schemas';
import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSession } from '../lib/use-session';
import { SessionErrorNotice } from './session-error-notice';

type RoleGateProps = {
  /** The server's rule for the screen's calls; the gate only says so early. */
  rule: RoleRule;
  /** What a guest sees. */
  signedOut: ReactNode;
  /** What a signed-in user whom the rule leaves out sees. */
  forbidden: (user: Profile) => ReactNode;
  children: (user: Profile) => ReactNode;
};

/** A screen for some roles: a loader while the session loads, then the screen or the reason why not. */
export function RoleGate({ rule, signedOut, forbidden, children }: RoleGateProps) {
  const session = useSession();
  if (session.status === 'loading') {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Загрузка" />
      </Center>
    );
  }
  if (session.status === 'signed-out') return signedOut;
  if (session.status === 'error') return <SessionErrorNotice message={session.message} retry={session.retry} retrying={session.retrying} />;
  if (!roleAllows(rule, session.user.role)) return forbidden(session.user);
  return children(session.user);
}
