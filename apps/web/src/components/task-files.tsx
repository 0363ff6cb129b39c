import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileDownload, IconFolder, IconPaperclip } from '@tabler/icons-react';

/** The files a task hands out, and its solution once the student may see it. */
export function TaskFiles({ attachments, solutionDocument }: { attachments: TaskPayload['attachments']; solutionDocument: string | null }) {
  if (attachments.length === 0 && !solutionDocument) return null;
  return (
    <Stack gap="sm">
      {attachments.length > 0 && (
        <Paper withBorder p="md" radius="md" bg="var(--mantine-color-indigo-light)" component="section" aria-label="Файлы для выполнения задания">
          <Stack gap={6}>
            <Group gap={8} wrap="nowrap">
              <IconFolder size={20} aria-hidden="true" />
              <Text fw={700}>Файлы для выполнения задания</Text>
            </Group>
            <Text size="sm" c="dimmed">
              Скачайте файлы: без них задание не решить.
            </Text>
            <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {attachments.map((file) => (
                <li key={file.id}>
                  <Anchor href={file.url} download={file.file} target="_blank" rel="noopener" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    <Group gap={6} wrap="nowrap" component="span">
                      <IconPaperclip size={16} />
                      {file.file}
                    </Group>
                  </Anchor>
                </li>
              ))}
            </Stack>
          </Stack>
        </Paper>
      )}
      {solutionDocument && (
        <Group>
          <Button component="a" href={solutionDocument} download target="_blank" rel="noopener" variant="light" color="teal" leftSection={<IconFileDownload size={18} />}>
            Скачать решение
          </Button>
        </Group>
      )}
    </Stack>
  );
}
