import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { describeError } from '../../lib/describe-error';

type QuestLoadErrorProps = {
  title: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
};

/** A quest panel that did not load: SPEC §8's title, the server's reason and 'Повторить'. */
export function QuestLoadError({ title, error, retrying, onRetry }: QuestLoadErrorProps) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} role="alert">
      <Stack gap="sm" align="flex-start">
        <Group gap="xs" c="red">
          <IconAlertCircle size={20} aria-hidden="true" />
          <Text fw={600}>{title}</Text>
        </Group>
        <Text size="sm">{describeError(error).message}</Text>
        <Button variant="light" leftSection={<IconRefresh size={18} />} onClick={onRetry} loading={retrying}>
          Повторить
        </Button>
      </Stack>
    </Paper>
  );
}
