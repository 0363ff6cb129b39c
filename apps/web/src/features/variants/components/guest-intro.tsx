import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogin, IconUserPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useRegistrationOpen } from '../../../lib/use-registration-open';

/** What a guest landing on / (the variants page) is told: what the product is and how to start. */
export function GuestIntro() {
  const headingId = useId();
  const registration = useRegistrationOpen();
  return (
    <Paper component="section" withBorder p={{ base: 'md', sm: 'lg' }} radius="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} fz={{ base: 'lg', sm: 'xl' }} id={headingId}>
          Тренажёр ЕГЭ по информатике
        </Title>
        <Text>
          Задания 1–27 с проверкой ответа и опытом за верные решения, варианты в формате экзамена с тестовым баллом, теория по каждому
          типу и домашние задания от преподавателя. Публичные варианты ниже открыты всем; зарегистрируйтесь, чтобы решать задания в
          тренажёре, собирать свои варианты и следить за прогрессом.
        </Text>
        <Group gap="sm">
          {registration.open && (
            <Button component={Link} to="/register" leftSection={<IconUserPlus size={18} />}>
              Зарегистрироваться
            </Button>
          )}
          <Button component={Link} to="/login" variant={registration.open ? 'default' : 'filled'} leftSection={<IconLogin size={18} />}>
            Войти
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
