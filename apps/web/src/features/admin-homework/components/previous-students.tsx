import { Button, Group, Select, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { describeError } from '../../../lib/describe-error';
import { formatAssignedDate } from '../utils/format-assigned-date';
import type { StudentRef } from '../utils/student-ref';
import { useRecentIssues } from '../api/use-recent-issues';

const excerptLength = 40;

/** 'Ученики прошлого ДЗ': the students of one of the caller's latest issues, added at once. */
export function PreviousStudents({ onAdd }: { onAdd: (students: StudentRef[]) => void }) {
  const issues = useRecentIssues();
  const [chosen, setChosen] = useState<string | null>(null);
  if (issues.isError) {
    return (
      <Text size="sm" c="red">
        {describeError(issues.error).message}
      </Text>
    );
  }
  const list = issues.data?.issues ?? [];
  const options = list.map((issue, index) => {
    const comment = issue.comment.length > excerptLength ? `${issue.comment.slice(0, excerptLength).trimEnd()}…` : issue.comment;
    return { value: String(index), label: `${formatAssignedDate(issue.created_at)} · учеников: ${issue.students.length}${comment ? ` · ${comment}` : ''}` };
  });
  const picked = chosen === null ? undefined : list[Number(chosen)];

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Ученики прошлого ДЗ"
        placeholder={issues.isPending ? 'Загрузка…' : list.length === 0 ? 'Вы ещё не выдавали ДЗ' : 'Выберите выдачу'}
        data={options}
        value={chosen}
        onChange={setChosen}
        disabled={list.length === 0}
        style={{ flex: '1 1 280px' }}
        comboboxProps={{ shadow: 'md' }}
      />
      <Button variant="light" leftSection={<IconHistory size={18} />} disabled={!picked} onClick={() => picked && onAdd(picked.students)}>
        {picked ? `Добавить учеников: ${picked.students.length}` : 'Добавить учеников'}
      </Button>
    </Group>
  );
}
