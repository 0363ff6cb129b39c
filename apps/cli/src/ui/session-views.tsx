/** @jsxRuntime automatic */
import type { Profile } from '@ege/core/identity/user-schemas';
import { Box, Text } from 'ink';
import { SuccessLine } from './success-line';

export function LoggedIn({ user, server, file }: { user: Profile; server: string; file: string }) {
  return (
    <Box flexDirection="column">
      <SuccessLine>
        Вход выполнен: <Text bold>{user.username}</Text> ({user.role_label}) на {server}
      </SuccessLine>
      <Text dimColor>  токены сохранены в {file}</Text>
    </Box>
  );
}

export function LoggedOut({ server, wasLoggedIn, serverError }: { server: string; wasLoggedIn: boolean; serverError: string | undefined }) {
  if (!wasLoggedIn) return <Text>Вход на {server} не выполнялся: выходить не из чего</Text>;
  return (
    <Box flexDirection="column">
      <SuccessLine>Выход выполнен: {server}</SuccessLine>
      {serverError ? <Text color="yellow">  токен на сервере не отозван: {serverError}</Text> : null}
    </Box>
  );
}

export type WhoAmI = { mode: 'local' | 'remote'; server: string | undefined; user: Profile };

export function WhoAmIView({ who }: { who: WhoAmI }) {
  return (
    <Box flexDirection="column">
      <Text>
        Режим: {who.mode === 'remote' ? `удалённый, сервер ${who.server ?? ''}` : 'локальный (база этой машины, --as)'}
      </Text>
      <Text>
        Пользователь: <Text bold>{who.user.username}</Text> — {who.user.role_label} ({who.user.role})
      </Text>
    </Box>
  );
}
