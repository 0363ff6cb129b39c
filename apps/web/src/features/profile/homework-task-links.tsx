import type { HomeworkTaskItem } from '@ege/core/homework/homework-schemas';
import { Button, SimpleGrid, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/**
 * A homework's tasks as links to the trainer. A 19–21 question links to its own task too: the block
 * page deals a random block, not the one assigned.
 */
export function HomeworkTaskLinks({ tasks, empty }: { tasks: HomeworkTaskItem[]; empty: string }) {
  if (tasks.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="md">
        {empty}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
      {tasks.map((task) => (
        <Button
          key={task.id}
          variant={task.solved ? 'light' : 'default'}
          color={task.solved ? 'teal' : undefined}
          renderRoot={(props) => <Link {...props} to="/trainer/task/$id" params={{ id: String(task.id) }} />}
        >
          Задание {task.type}
          <Text span size="xs" c="dimmed" ml={6}>
            #{task.id}
          </Text>
        </Button>
      ))}
    </SimpleGrid>
  );
}
