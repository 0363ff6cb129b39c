/** @jsxRuntime automatic */
import type { Profile } from '@ege/core/identity/user-schemas';
import { Text } from 'ink';
import { SuccessLine } from './success-line';

export function RoleChanged({ user }: { user: Profile }) {
  return (
    <SuccessLine>
      Роль пользователя <Text bold>{user.username}</Text>: {user.role_label} ({user.role})
    </SuccessLine>
  );
}
