import type { HomeworkPreview } from '@ege/core/homework/homework-preview-schemas';
import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';

/** A drawn task as its type and a link to it; a block's three ids under one '19-21'. */
function taskGroupsOf(tasks: { id: number; type: number }[]): { key: string; ids: number[] }[] {
  const groups: { key: string; ids: number[] }[] = [];
  for (const task of tasks) {
    const key = task.type >= 19 && task.type <= 21 ? '19-21' : String(task.type);
    const last = groups.at(-1);
    if (last && last.key === key) last.ids.push(task.id);
    else groups.push({ key, ids: [task.id] });
  }
  return groups;
}

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
                    {` — задач: ${student.tasks.length}. `}
                    {taskGroupsOf(student.tasks).map((group, index) => (
                      <Fragment key={`${group.key}-${index}`}>
                        {index > 0 && '; '}
                        {group.key === '19-21' ? 'блок 19-21' : `тип ${group.key}`}:{' '}
                        {group.ids.map((id, at) => (
                          <Fragment key={id}>
                            {at > 0 && ', '}
                            <Anchor renderRoot={(props) => <Link {...props} to="/trainer/task/$id" params={{ id: String(id) }} target="_blank" />}>
                              #{id}
                            </Anchor>
                          </Fragment>
                        ))}
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
