import '@mantine/core/styles/NavLink.css';
import type { HomeworkAssignment } from '@ege/core/homework/homework-schemas';
import { Badge, NavLink, Stack } from '@mantine/core';
import { IconCircleCheck, IconClipboardList } from '@tabler/icons-react';
import { homeworkStatusLabels } from '../../lib/homework-status';
import { formatIssuedDate } from '../../lib/format-issued-date';

type HomeworkPickerProps = {
  homework: HomeworkAssignment[];
  selectedId: number;
  onSelect: (id: number) => void;
};

/** The homework list: one line each with solved/total; completed ones in green with a check. */
export function HomeworkPicker({ homework, selectedId, onSelect }: HomeworkPickerProps) {
  return (
    <Stack gap={4} role="list" aria-label="Список домашних заданий">
      {homework.map((item) => {
        const done = item.status === 'completed';
        const { solved, total } = item.progress;
        const status = homeworkStatusLabels[item.status];
        return (
          <div role="listitem" key={item.id}>
            <NavLink
              component="button"
              type="button"
              active={item.id === selectedId}
              aria-current={item.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(item.id)}
              color={done ? 'teal' : undefined}
              variant="light"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
              leftSection={done ? <IconCircleCheck size={20} color="var(--mantine-color-teal-6)" /> : <IconClipboardList size={20} />}
              label={`${item.exam ? 'Пробный экзамен' : 'ДЗ'} от ${formatIssuedDate(item.date)}`}
              description={item.issued_by ? `${status} · ${item.issued_by.username}` : status}
              rightSection={
                <Badge variant={done ? 'filled' : 'default'} color={done ? 'teal' : undefined} radius="sm" aria-label={`${item.exam ? 'Верно' : 'Решено'} ${solved} из ${total}`}>
                  {solved}/{total}
                </Badge>
              }
            />
          </div>
        );
      })}
    </Stack>
  );
}
