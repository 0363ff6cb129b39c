import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTarget } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { AccountButtons } from '../../../components/account-buttons';

/**
 * What a guest landing on / (the variants page) is told: what the product is, and a task to try at
 * once (issue 26: one click to a task, a second to its checked answer; the trainer's ?type= opens a
 * random task of the type).
 */
export function GuestIntro() {
  const headingId = useId();
  return (
    <Paper component="section" withBorder p={{ base: 'md', sm: 'lg' }} radius="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} fz={{ base: 'lg', sm: 'xl' }} id={headingId}>
          Тренажер ЕГЭ по информатике
        </Title>
        <Text>
          Задания 1–27 с проверкой ответа и опытом за верные решения, варианты в формате экзамена с тестовым баллом, теория по каждому
          типу и домашние задания от преподавателя. Попробуйте задание прямо сейчас, без регистрации, или решите публичный вариант ниже;
          аккаунт сохранит ваши решения и прогресс.
        </Text>
        <Group gap="sm">
          <Button renderRoot={(props) => <Link to="/trainer" search={{ type: '1' }} {...props} />} leftSection={<IconTarget size={18} />}>
            Решить задание без регистрации
          </Button>
          <AccountButtons registerVariant="default" />
        </Group>
      </Stack>
    </Paper>
  );
}
