/** @jsxRuntime automatic */
import type { Profile } from '@ege/core/identity/user-schemas';
import { Box, Text } from 'ink';
import { SuccessLine } from './success-line';

export function UserCreated({ user }: { user: Profile }) {
  return (
    <Box flexDirection="column">
      <SuccessLine>
        Пользователь <Text bold>{user.username}</Text> создан
      </SuccessLine>
      <Text>
        {'  '}id {user.id}, {user.email}, роль: {user.role_label} ({user.role})
      </Text>
    </Box>
  );
}
