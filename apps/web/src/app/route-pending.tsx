import { Center, Loader } from '@mantine/core';

export function RoutePending() {
  return (
    <Center py="xl">
      <Loader aria-label="Загрузка" />
    </Center>
  );
}
