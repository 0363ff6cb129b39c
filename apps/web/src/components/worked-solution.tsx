import { Collapse, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconBook2, IconChevronDown } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { TaskHtml } from './task-html';
import classes from './worked-solution.module.css';

/**
 * A task's worked solution ('Разбор'): the server sends it only once the task is solved or its answer
 * shown, so whoever renders this has already earned it. Folded at first: the verdict stays in view.
 */
export function WorkedSolution({ html, opened: initiallyOpened = false }: { html: string; opened?: boolean }) {
  const [opened, setOpened] = useState(initiallyOpened);
  const bodyId = useId();
  return (
    <Paper withBorder radius="md" component="section" aria-label="Разбор" className={classes.box}>
      <UnstyledButton className={classes.toggle} onClick={() => setOpened((open) => !open)} aria-expanded={opened} aria-controls={bodyId}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <IconBook2 size={20} aria-hidden />
            <Text fw={600}>Разбор</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Text size="sm" c="dimmed">
              {opened ? 'Скрыть' : 'Показать'}
            </Text>
            <IconChevronDown size={18} aria-hidden className={classes.chevron} data-opened={opened || undefined} />
          </Group>
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened} id={bodyId}>
        <div className={classes.body}>
          <TaskHtml html={html} />
        </div>
      </Collapse>
    </Paper>
  );
}
