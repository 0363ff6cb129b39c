import { Button, EmptyState, Group, Paper } from '@mantine/core';
import { IconLock, IconLogin, IconUserPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useRegistrationOpen } from '../../lib/use-registration-open';

/** What a guest sees instead of the trainer (SPEC §2 Trainer home, §6 Guest). */
export function SignedOutNotice() {
  const registration = useRegistrationOpen();
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
      <EmptyState
        variant="light"
        icon={<IconLock size={28} />}
        title="Для доступа к тренажеру необходимо войти в систему"
        description="Войдите или зарегистрируйтесь, чтобы решать задания и получать опыт."
        py="lg"
      >
        <EmptyState.Actions>
          <Group justify="center" gap="sm">
            <Button component={Link} to="/login" leftSection={<IconLogin size={18} />}>
              Войти
            </Button>
            {registration.open && (
              <Button component={Link} to="/register" variant="default" leftSection={<IconUserPlus size={18} />}>
                Регистрация
              </Button>
            )}
          </Group>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
