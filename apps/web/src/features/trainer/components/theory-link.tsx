import { Anchor, Group } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { blockKey, isBlockType } from '@ege/core/tasks/bank/task-type-catalog';

/** 'Теория к заданию N': the theory page of the task's type (19–21 share one). */
export function TheoryLink({ type }: { type: number }) {
  // The theory of 19, 20 and 21 is one page.
  const theoryType = isBlockType(type) ? blockKey : type;
  return (
    <Anchor renderRoot={(props) => <Link {...props} to="/theory" search={{ type: theoryType }} />} size="sm" fw={600}>
      <Group gap={4} wrap="nowrap" component="span">
        <IconBook size={16} aria-hidden />
        Теория к заданию {type}
      </Group>
    </Anchor>
  );
}
