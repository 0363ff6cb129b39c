import { Box, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { TaskTypesMenu } from './task-types-menu';
import type { TrainerType } from './trainer-types';
import type { OpenRandomTask } from './use-open-random-task';

type TrainerScreenProps = {
  /** null while the task is loading. */
  title: { heading: string; subtitle: string } | null;
  current: TrainerType | null;
  randomTask: OpenRandomTask;
  /** The menu needs a signed-in user: it opens random tasks and shows progress. */
  showMenu: boolean;
  children: ReactNode;
};

/** The frame of the task and block pages: the types menu, the heading and room for the floating button. */
export function TrainerScreen({ title, current, randomTask, showMenu, children }: TrainerScreenProps) {
  return (
    <Container size="lg" px={{ base: 'sm', sm: 'lg' }} pt={{ base: 'md', sm: 'xl' }} pb={96}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <Box miw={0} style={{ flex: '1 1 260px' }}>
            {title ? (
              <>
                <Title order={1} fz={{ base: 24, sm: 30 }}>
                  {title.heading}
                </Title>
                <Text c="dimmed" size="sm" lineClamp={1}>
                  {title.subtitle}
                </Text>
              </>
            ) : (
              <Stack gap={8} py={4}>
                <Skeleton height={28} width={180} radius="md" />
                <Skeleton height={14} width={240} radius="md" />
              </Stack>
            )}
          </Box>
          {showMenu && (
            <Box w={{ base: '100%', sm: 'auto' }}>
              <TaskTypesMenu current={current} pendingType={randomTask.pendingType} onSelect={randomTask.open} />
            </Box>
          )}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
