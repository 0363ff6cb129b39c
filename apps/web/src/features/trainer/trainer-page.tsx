import { Button, Center, Container, EmptyState, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDatabaseOff, IconLock, IconLogin, IconUserPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useRegistrationOpen } from '../../lib/use-registration-open';
import { useSession } from '../../lib/use-session';
import { usePageTitle } from '../../lib/use-page-title';

export function TrainerPage() {
  usePageTitle('Тренажер');
  const session = useSession();
  const registration = useRegistrationOpen();

  return (
    <Container size="lg" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Тренажер
          </Title>
          <Text c="dimmed">Задания по одному: с таймером, попытками и опытом за верные ответы</Text>
        </div>
        <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
          {session.status === 'loading' ? (
            <Center py="xl">
              <Loader aria-label="Загрузка" />
            </Center>
          ) : session.status === 'signed-out' ? (
            <EmptyState variant="light" icon={<IconLock size={28} />} title="Для доступа к тренажеру необходимо войти в систему"
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
          ) : (
            <EmptyState
              variant="light"
              icon={<IconDatabaseOff size={28} />}
              title="Банк задач пока пуст"
              description="Задания появятся здесь, как только их загрузят авторы."
              py="lg"
            />
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
