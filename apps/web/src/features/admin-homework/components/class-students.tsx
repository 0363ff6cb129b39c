import { Alert, Anchor, Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { describeError } from '../../../lib/describe-error';
import { choiceValue, classChoices, type ClassChoice } from '../utils/class-choices';
import type { StudentRef } from '../utils/student-ref';
import { useChoiceStudents } from '../api/use-choice-students';
import { useGroupSearch } from '../api/use-group-search';
import { useMyClasses } from '../api/use-my-classes';

/** Other groups are searched from 2 letters, 300 ms after the last key (as the user search). */
const minGroupQuery = 2;
const debounceMs = 300;

const sizeText = (choice: ClassChoice) => (choice.kind === 'class' ? `учеников: ${choice.size}` : `участников: ${choice.size}`);

function addedText(choice: ClassChoice, count: number): string {
  if (choice.kind === 'class') return count > 0 ? `Добавлены ученики класса «${choice.name}»: ${count}` : `В классе «${choice.name}» пока нет учеников`;
  return count > 0 ? `Добавлены участники группы «${choice.name}»: ${count}` : `В группе «${choice.name}» нет участников, кроме вас`;
}

/**
 * 'Класс': one of the teacher's classes picked from a list with search, or another group found by part
 * of its name (decision 073); its students join the selection at once.
 */
export function ClassStudents({ staffId, onAdd }: { staffId: number; onAdd: (students: StudentRef[]) => void }) {
  const classes = useMyClasses();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<ClassChoice | null>(null);
  const [added, setAdded] = useState<{ choice: ClassChoice; count: number } | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), debounceMs);
  const groupQuery = debounced.length >= minGroupQuery ? debounced : null;
  const groups = useGroupSearch(groupQuery);
  const myClasses = classes.data?.classes ?? [];
  const { sections, byValue } = classChoices(myClasses, groupQuery === null ? [] : (groups.data?.results ?? []), picked);
  const lookup = useChoiceStudents(staffId, (students, choice) => {
    onAdd(students);
    setAdded({ choice, count: students.length });
  });
  const searching = search.trim().length >= minGroupQuery && (debounced !== search.trim() || groups.isFetching);
  const nothingFound = search.trim().length < minGroupQuery ? `Группы ищутся от ${minGroupQuery} букв названия` : searching ? 'Ищу группы…' : 'Ничего не найдено';

  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Класс или группа"
          description="Ваши классы; другую группу — по части названия (открытую или ту, где вы состоите)"
          placeholder={classes.isPending ? 'Загрузка…' : 'Начните вводить название'}
          searchable
          data={sections}
          value={picked === null ? null : choiceValue(picked)}
          onChange={(value) => {
            setPicked(value === null ? null : (byValue.get(value) ?? null));
            setAdded(null);
            lookup.reset();
          }}
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage={nothingFound}
          leftSection={<IconSearch size={16} />}
          rightSection={searching ? <Loader size={16} /> : undefined}
          renderOption={({ option }) => {
            const choice = byValue.get(option.value);
            return (
              <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
                <Text size="sm" truncate>
                  {option.label}
                </Text>{' '}
                {choice && (
                  <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    {sizeText(choice)}
                  </Text>
                )}
              </Group>
            );
          }}
          maxDropdownHeight={280}
          comboboxProps={{ shadow: 'md' }}
          style={{ flex: '1 1 280px' }}
        />
        <Button variant="light" leftSection={<IconUsersGroup size={18} />} disabled={picked === null} loading={lookup.isPending} onClick={() => picked && lookup.mutate(picked)}>
          {picked?.kind === 'group' ? 'Добавить участников группы' : 'Добавить учеников класса'}
        </Button>
      </Group>
      {classes.isSuccess && myClasses.length === 0 && (
        <Text size="sm" c="dimmed">
          У вас пока нет классов. <Anchor href="/classes" underline="always">Создать класс</Anchor>
        </Text>
      )}
      {classes.isError && (
        <Text size="sm" c="red">
          Классы не загрузились: {describeError(classes.error).message}
        </Text>
      )}
      {added !== null && (
        <Alert color={added.count > 0 ? 'green' : 'orange'} variant="light" role="status">
          {addedText(added.choice, added.count)}
        </Alert>
      )}
      {lookup.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
          {describeError(lookup.error).message}
        </Alert>
      )}
    </Stack>
  );
}
