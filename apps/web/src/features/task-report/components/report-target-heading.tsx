import type { ReportTarget } from '@ege/core/task-reports/task-report-schemas';
import { Anchor, Badge, Group, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';

function TaskLink({ id }: { id: number }) {
  return (
    <Anchor renderRoot={(props) => <Link {...props} to="/trainer/task/$id" params={{ id: String(id) }} />} inherit underline="always">
      #{id}
    </Anchor>
  );
}

/** What a queue item is about: a task (its number, type, first words and author) or a generator's version and its tasks. */
export function ReportTargetHeading({ target, headingId }: { target: ReportTarget; headingId: string }) {
  if (target.kind === 'task') {
    return (
      <div>
        <Group gap="xs" wrap="wrap" align="center">
          <Title order={2} fz="lg" id={headingId}>
            Задание <TaskLink id={target.task_id} />
          </Title>
          <Badge variant="light" color="indigo" tt="none">
            Тип {target.type}
          </Badge>
        </Group>
        {target.excerpt && (
          <Text size="sm" mt={4} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {target.excerpt}
          </Text>
        )}
        <Text size="xs" c="dimmed" mt={2}>
          {target.author_username === null ? 'Автор не указан' : `Автор: ${target.author_username}`}
        </Text>
      </div>
    );
  }
  return (
    <div>
      <Group gap="xs" wrap="wrap" align="center">
        <Title order={2} fz="lg" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          Генератор {target.generator}, версия {target.generator_version}
        </Title>
        <Badge variant="light" color="indigo" tt="none">
          Тип {target.type}
        </Badge>
      </Group>
      {target.task_ids.length > 0 && (
        <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
          {target.task_ids.length === 1 ? 'Задание ' : 'Задания '}
          {target.task_ids.map((id, index) => (
            <Fragment key={id}>
              {index > 0 && ', '}
              <TaskLink id={id} />
            </Fragment>
          ))}
        </Text>
      )}
    </div>
  );
}
