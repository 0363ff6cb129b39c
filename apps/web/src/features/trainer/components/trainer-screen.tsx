import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { TaskTypesMenu } from './task-types-menu';
import classes from './trainer-screen.module.css';
import type { TrainerType } from '../utils/trainer-types';
import type { OpenRandomTask } from '../api/use-open-random-task';

type TrainerScreenProps = {
  /** null while the task is loading. */
  title: { heading: string; subtitle: string } | null;
  current: TrainerType | null;
  randomTask: OpenRandomTask;
  /** The menu needs a signed-in user: it opens random tasks and shows progress. */
  showMenu: boolean;
  children: ReactNode;
};

/**
 * The frame of the task and block pages: the heading with the types menu beside it, then the page.
 */
export function TrainerScreen({ title, current, randomTask, showMenu, children }: TrainerScreenProps) {
  return (
    <Container size="lg" px={{ base: 'sm', sm: 'lg' }} pt={{ base: 'md', sm: 'xl' }} pb="xl">
      <Stack gap="md">
        <div className={classes.head}>
          {title ? (
            <>
              <Title order={1} fz={{ base: 22, sm: 30 }} className={classes.title}>
                {title.heading}
              </Title>
              <Text c="dimmed" size="sm" lineClamp={1} className={classes.subtitle}>
                {title.subtitle}
              </Text>
            </>
          ) : (
            <>
              <Skeleton height={28} width={180} radius="md" my={4} className={classes.title} />
              <Skeleton height={14} width={240} maw="100%" radius="md" my={4} className={classes.subtitle} />
            </>
          )}
          {showMenu && (
            <div className={classes.menu}>
              <TaskTypesMenu current={current} pendingType={randomTask.pendingType} onSelect={randomTask.open} />
            </div>
          )}
        </div>
        {children}
      </Stack>
    </Container>
  );
}
