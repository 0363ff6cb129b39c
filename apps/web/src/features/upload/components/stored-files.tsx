import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import { Anchor, Button, Group, Input, Stack, Text } from '@mantine/core';
import { IconFile, IconPaperclip } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { FileRemovals } from '../utils/edit-values';
import classes from './stored-files.module.css';

type StoredFilesProps = {
  task: TaskPayload;
  removals: FileRemovals;
  onChange: (removals: FileRemovals) => void;
};

function StoredFile({ icon, name, url, removed, onToggle }: { icon: ReactNode; name: string; url: string; removed: boolean; onToggle: () => void }) {
  return (
    <Group className={classes.row} gap="xs" wrap="nowrap" data-removed={removed || undefined}>
      {icon}
      <Anchor href={url} target="_blank" rel="noopener" size="sm" className={classes.name} truncate="end">
        {name}
      </Anchor>
      <Button size="compact-xs" variant={removed ? 'light' : 'subtle'} color={removed ? 'gray' : 'red'} onClick={onToggle} aria-label={`${removed ? 'Оставить' : 'Удалить'}: ${name}`}>
        {removed ? 'Оставить' : 'Удалить'}
      </Button>
    </Group>
  );
}

const fileNameOf = (url: string) => decodeURIComponent(url.split('/').pop() ?? url).replace(/^[0-9a-f]{12}-/, '');

/** The files a task has now; each can be marked for removal (undone until saved). */
export function StoredFiles({ task, removals, onChange }: StoredFilesProps) {
  const toggleAttachment = (id: number) =>
    onChange({ ...removals, attachments: removals.attachments.includes(id) ? removals.attachments.filter((a) => a !== id) : [...removals.attachments, id] });
  if (!task.image && !task.solution_document && task.attachments.length === 0) return null;

  return (
    <Input.Wrapper label="Файлы задания" labelElement="div" description="Удаление выполнится при сохранении">
      <Stack gap={6} mt={6}>
        {task.image && (
          <StoredFile
            icon={<img src={task.image} alt="" className={classes.thumb} />}
            name={`Изображение: ${fileNameOf(task.image)}`}
            url={task.image}
            removed={removals.image}
            onToggle={() => onChange({ ...removals, image: !removals.image })}
          />
        )}
        {task.solution_document && (
          <StoredFile
            icon={<IconFile size={16} />}
            name={`Решение: ${fileNameOf(task.solution_document)}`}
            url={task.solution_document}
            removed={removals.solutionDocument}
            onToggle={() => onChange({ ...removals, solutionDocument: !removals.solutionDocument })}
          />
        )}
        {task.attachments.map((attachment) => (
          <StoredFile
            key={attachment.id}
            icon={<IconPaperclip size={16} />}
            name={attachment.file}
            url={attachment.url}
            removed={removals.attachments.includes(attachment.id)}
            onToggle={() => toggleAttachment(attachment.id)}
          />
        ))}
        {task.attachments.length === 0 && (
          <Text size="xs" c="dimmed">
            Вложений нет
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
