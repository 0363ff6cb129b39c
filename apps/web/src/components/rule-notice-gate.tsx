import { forbiddenMessages, type RoleRule } from '@ege/core/rules/roles';
import type { Profile } from '@ege/core/identity/user-schemas';
import { Button } from '@mantine/core';
import { IconLogin, IconShieldLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageNotice } from './page-notice';
import { RoleGate } from './role-gate';

/**
 * A screen for the roles of a rule, with the rule's refusal as its title and who the screen is for: a
 * guest is asked to sign in, a signed-in user whom the rule leaves out is told his role.
 */
export function RuleNoticeGate({ rule, description, children }: { rule: RoleRule; description: string; children: (user: Profile) => ReactNode }) {
  return (
    <RoleGate
      rule={rule}
      signedOut={
        <PageNotice icon={<IconShieldLock size={28} />} color="red" title={forbiddenMessages[rule]} description={`${description} Войдите под своей учётной записью.`}>
          <Button component={Link} to="/login" leftSection={<IconLogin size={18} />}>
            Войти
          </Button>
        </PageNotice>
      }
      forbidden={(user) => <PageNotice icon={<IconShieldLock size={28} />} color="red" title={forbiddenMessages[rule]} description={`${description} Ваша роль: ${user.role_label}.`} />}
    >
      {children}
    </RoleGate>
  );
}
