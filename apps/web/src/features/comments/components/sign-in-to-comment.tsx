import { Button, Group, Paper, Text } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** What a guest sees instead of the form (SPEC §2 Task trainer). */
export function SignInToComment() {
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">Войдите, чтобы оставить комментарий.</Text>
        <Button component={Link} to="/login" size="xs" variant="light" leftSection={<IconLogin size={16} />}>
          Войти
        </Button>
      </Group>
    </Paper>
  );
}
