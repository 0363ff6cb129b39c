import { Center, Loader } from '@mantine/core';

export function RoutePending() {
  return (
    <Center py="xl">
      <Loader role="status" aria-label="Загрузка" />
    </Center>
  );
}
