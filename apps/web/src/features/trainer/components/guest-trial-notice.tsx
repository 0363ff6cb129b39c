import { Button, Group, Paper, Text } from '@mantine/core';
import { IconLogin, IconUserPlus } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
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
          {registration.open && (
            <Button renderRoot={(props) => <Link to="/register" search={{ redirect: returnTo }} {...props} />} leftSection={<IconUserPlus size={18} />}>
              Зарегистрироваться
            </Button>
          )}
          <Button component={Link} to="/login" variant="default" leftSection={<IconLogin size={18} />}>
            Войти
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
