import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../lib/describe-error';
import { trpc } from '../../lib/trpc';
import type { PickedUser } from './picked-user';

/** SPEC §5 and §9: the search starts from 2 characters, 300 ms after the last keystroke. */
const minQueryLength = 2;
const debounceMs = 300;

type UserSearchProps = { selectedIds: readonly number[]; onPick: (user: PickedUser) => void };

/** Finds a student by the start of the name or e-mail, or by exact id; picking one adds them. */
export function UserSearch({ selectedIds, onPick }: UserSearchProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), debounceMs);
  const enabled = debounced.length >= minQueryLength;
  const search = useQuery({ ...trpc.users.search.queryOptions({ q: debounced }), enabled, staleTime: 10_000 });
  const results = (search.data?.results ?? []).filter((user) => !selectedIds.includes(user.id));

  const pick = (id: string) => {
    const user = search.data?.results.find((result) => String(result.id) === id);
    if (!user) return;
    onPick(user);
    setQuery('');
    combobox.closeDropdown();
  };

  const status = !enabled
    ? `Введите не меньше ${minQueryLength} символов`
    : search.isError
      ? describeError(search.error).message
      : search.isPending || debounced !== query.trim()
        ? null
        : results.length === 0
          ? 'Никого не найдено'
          : null;

  return (
    <Combobox store={combobox} onOptionSubmit={pick}>
      <Combobox.Target>
        <TextInput
          label="Ученик"
          placeholder="Имя, e-mail или id"
          leftSection={<IconSearch size={16} />}
          rightSection={enabled && search.isFetching ? <Loader size={16} /> : null}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={query.trim() === ''}>
        <Combobox.Options mah={280} style={{ overflowY: 'auto' }}>
          {status !== null ? (
            <Combobox.Empty>{status}</Combobox.Empty>
          ) : (
            results.map((user) => (
              <Combobox.Option value={String(user.id)} key={user.id} aria-label={`${user.username} (id ${user.id})`}>
                <Group gap={6} wrap="nowrap" justify="space-between">
                  <Text size="sm" fw={600} truncate>
                    {user.username}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    id {user.id}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed" truncate>
                  {user.email}
                </Text>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
