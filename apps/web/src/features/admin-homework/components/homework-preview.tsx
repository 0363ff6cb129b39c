import type { HomeworkPreview } from '@ege/core/homework/homework-preview-schemas';
import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { blockKey } from '@ege/core/tasks/bank/task-type-catalog';

type Student = HomeworkPreview['students'][number];
type TaskGroup = { key: string; ids: number[]; generated: number };

/**
 * A drawn task as its type and a link to it; a block's three ids under one '19-21'; a type's generated
 * tasks (fill_generated: stored only by 'Выдать') counted after its drawn ones.
 */
function taskGroupsOf(tasks: { id: number; type: number }[], generated: Student['generated']): TaskGroup[] {
  const groups: TaskGroup[] = [];
  const keyOf = (type: number) => (type >= 19 && type <= 21 ? blockKey : String(type));
  for (const task of tasks) {
    const key = keyOf(task.type);
    const last = groups.at(-1);
    if (last && last.key === key) last.ids.push(task.id);
    else groups.push({ key, ids: [task.id], generated: 0 });
  }
  // A generated block counts under 19, 20 and 21 (its three tasks): one group, its count of blocks.
  for (const { type, count } of generated) {
    const group = groups.find((g) => g.key === keyOf(type));
    if (group) group.generated = count;
    else groups.push({ key: keyOf(type), ids: [], generated: count });
  }
  const order = (key: string) => Number(key.split('-')[0]);
  return groups.sort((a, b) => order(a.key) - order(b.key));
}

const generatedCount = (student: Student) => student.generated.reduce((sum, { count }) => sum + count, 0);

/** What 'Выдать' would give each student now, or who is short of unsolved tasks. */
export function HomeworkPreviewList({ preview }: { preview: HomeworkPreview }) {
  const short = preview.students.filter((student) => student.tasks === null).length;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Предпросмотр ДЗ">
      <Stack gap="xs">
        <Title order={3} fz="md">
          Предпросмотр
        </Title>
        <Text size="sm" c="dimmed">
          {short === 0
            ? 'Задачи найдены для всех учеников. При выдаче подбор повторится: типы и количество те же, сами задачи могут быть другими.'
            : `Не хватает нерешённых задач у учеников: ${short}. Выдача не пройдёт, пока количества не уменьшены или эти ученики не убраны.`}
        </Text>
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {preview.students.map((student) => (
            <li key={student.user_id}>
              {student.tasks === null ? (
                <Alert color="red" variant="light" p="xs" icon={<IconAlertCircle size={18} />} title={student.username}>
                  {student.error}
                </Alert>
              ) : (
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" style={{ flexShrink: 0, marginTop: 2 }} aria-hidden="true" />
                  <Text size="sm">
                    <Text span fw={600}>
                      {student.username}
                    </Text>
                    {` — задач: ${student.tasks.length + generatedCount(student)}. `}
                    {taskGroupsOf(student.tasks, student.generated).map((group, index) => (
                      <Fragment key={`${group.key}-${index}`}>
                        {index > 0 && '; '}
                        {group.key === blockKey ? 'блок 19-21' : `тип ${group.key}`}:{' '}
                        {group.ids.map((id, at) => (
                          <Fragment key={id}>
                            {at > 0 && ', '}
                            <Anchor renderRoot={(props) => <Link {...props} to="/trainer/task/$id" params={{ id: String(id) }} target="_blank" />}>
                              #{id}
                            </Anchor>
                          </Fragment>
                        ))}
                        {group.generated > 0 && `${group.ids.length > 0 ? ', ' : ''}сгенерированных при выдаче: ${group.generated}`}
                      </Fragment>
                    ))}
                  </Text>
                </Group>
              )}
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
