import { Group, Paper, Text } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { AccountButtons } from '../../../components/account-buttons';
import { guestSolvedCount } from '../../../lib/guest-attempts';
import { parseReturnPath } from '../../../lib/return-path';
import { useGuestAttempts } from '../../../lib/use-guest-attempts';
import { useRegistrationOpen } from '../../../lib/use-registration-open';

/**
 * A guest's trainer (issue 26): answers are checked, nothing is earned yet, and what they tried here
 * goes into the account they register, which brings them back to this page. One line of counts, the
 * same height from the first visit on, so nothing under it moves when a count changes.
 */
export function GuestTrialNotice() {
  const attempts = useGuestAttempts();
  const registration = useRegistrationOpen();
  const returnTo = parseReturnPath(useLocation({ select: (location) => location.pathname }));
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Пробный режим">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <div>
          <Text fw={600}>Пробный режим: без регистрации</Text>
          <Text size="sm">
            Ответы проверяются, опыт не начисляется. В этом браузере: попыток {attempts.length}, решено заданий {guestSolvedCount(attempts)}.
            {registration.open && ' После регистрации они перейдут в ваш аккаунт.'}
          </Text>
        </div>
        <Group gap="xs">
          <AccountButtons returnTo={returnTo} />
        </Group>
      </Group>
    </Paper>
  );
}
