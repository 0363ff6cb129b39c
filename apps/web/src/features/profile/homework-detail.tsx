import type { HomeworkAssignment } from '@ege/core/homework/homework-schemas';
import { Badge, Button, Group, Paper, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMessage, IconPlayerPlay } from '@tabler/icons-react';
import { homeworkStatusColors, homeworkStatusLabels } from '../../lib/homework-status';
import { formatIssuedDate } from '../../lib/format-issued-date';
import { ExamHomeworkPanel } from './exam-homework-panel';
import { HomeworkTaskLinks } from './homework-task-links';
import { SolvedProgress } from '../../components/solved-progress';

type HomeworkDetailProps = {
  homework: HomeworkAssignment;
  onOpenVariant: (homeworkId: number) => void;
  opening: boolean;
};

/**
 * The selected homework: when and by whom, the teacher's comment, progress, its tasks and 'Открыть как вариант';
 * a rehearsal instead shows its window and the way into the exam (it has no tasks before the start).
 */
export function HomeworkDetail({ homework, onOpenVariant, opening }: HomeworkDetailProps) {
  const { solved, total } = homework.progress;
  const unsolved = homework.task_list.filter((task) => !task.solved);
  const solvedTasks = homework.task_list.filter((task) => task.solved);
  const issued = formatIssuedDate(homework.date);
  const title = homework.exam ? `Пробный экзамен от ${issued}` : `ДЗ от ${issued}`;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="article" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Title order={3} fz="lg">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              Выдано {issued}
              {homework.issued_by && ` · выдал ${homework.issued_by.username}`}
            </Text>
          </Stack>
          <Badge color={homeworkStatusColors[homework.status]} variant={homework.status === 'completed' ? 'filled' : 'light'} radius="sm" tt="none" size="lg">
            {homeworkStatusLabels[homework.status]}
          </Badge>
        </Group>

        {homework.comment && (
          <Paper p="sm" radius="md" bg="var(--mantine-color-default-hover)">
            <Group gap="sm" align="flex-start" wrap="nowrap">
              <ThemeIcon variant="light" radius="xl" size={28}>
                <IconMessage size={16} />
              </ThemeIcon>
              <Stack gap={2} miw={0}>
                <Text size="xs" c="dimmed" fw={600}>
                  Комментарий преподавателя
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {homework.comment}
                </Text>
              </Stack>
            </Group>
          </Paper>
        )}

        {homework.exam ? (
          <ExamHomeworkPanel homework={homework} exam={homework.exam} />
        ) : (
          <>
            <SolvedProgress solved={solved} total={total} size="lg" />

            <Tabs defaultValue="unsolved" keepMounted={false}>
              <Tabs.List grow>
                <Tabs.Tab value="unsolved" rightSection={<Badge size="sm" variant="light" color="gray" circle>{unsolved.length}</Badge>}>
                  Нерешённые
                </Tabs.Tab>
                <Tabs.Tab value="solved" rightSection={<Badge size="sm" variant="light" color="teal" circle>{solvedTasks.length}</Badge>}>
                  Решённые
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="unsolved" pt="sm">
                <HomeworkTaskLinks tasks={unsolved} empty="Все задания решены" />
              </Tabs.Panel>
              <Tabs.Panel value="solved" pt="sm">
                <HomeworkTaskLinks tasks={solvedTasks} empty="Пока ни одно задание не решено" />
              </Tabs.Panel>
            </Tabs>

            <Button leftSection={<IconPlayerPlay size={18} />} onClick={() => onOpenVariant(homework.id)} loading={opening} disabled={total === 0} fullWidth>
              Открыть как вариант
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
