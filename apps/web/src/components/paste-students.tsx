import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { IconAlertCircle, IconUsersPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { describeError } from '../lib/describe-error';
import { missingNames, namesOfList } from '../lib/names-of-list';
import { useNamesLookup, type FoundStudent } from '../lib/use-names-lookup';

/** 'Список учеников': a pasted list of usernames; the ones found join the selection, the rest stay in the field, named. */
export function PasteStudents({ onAdd }: { onAdd: (students: FoundStudent[]) => void }) {
  const [text, setText] = useState('');
  const [missing, setMissing] = useState<string[]>([]);
  const lookup = useNamesLookup((found, names) => {
    onAdd(found);
    const notFound = missingNames(names, found);
    setMissing(notFound);
    setText(notFound.join('\n'));
  });
  const names = namesOfList(text);

  return (
    <Stack gap="xs">
      <Textarea
        label="Список учеников"
        description="Имена пользователей: по одному в строке или через запятую"
        placeholder={'ivanov\npetrova\nsidorov'}
        autosize
        minRows={3}
        maxRows={10}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setMissing([]);
        }}
      />
      {missing.length > 0 && (
        <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />} role="status">
          Не найдены: {missing.join(', ')}
        </Alert>
      )}
      {lookup.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
          {describeError(lookup.error).message}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="light" leftSection={<IconUsersPlus size={18} />} disabled={names.length === 0} loading={lookup.isPending} onClick={() => lookup.mutate(names)}>
          {names.length > 0 ? `Добавить учеников: ${names.length}` : 'Добавить учеников'}
        </Button>
      </Group>
    </Stack>
  );
}
