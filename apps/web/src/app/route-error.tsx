import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/** Shown when a page fails to load, most often a code chunk lost to a dropped connection or a new release. */
export function RouteError() {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={2}>Не удалось открыть страницу</Title>
        <Text c="dimmed">Проверьте интернет-соединение и обновите страницу.</Text>
        <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
          Обновить страницу
        </Button>
      </Stack>
    </Center>
  );
}
