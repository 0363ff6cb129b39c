import type { UserSearchResult } from '@ege/core/identity/user-schemas';
import { pluralRu } from '@ege/core/text/plural-ru';
import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { describeError } from '../lib/describe-error';
import { useUserSearch } from '../lib/use-user-search';

/** SPEC §2, §9: the search starts from 2 characters, 300 ms after the last key. */
const minQueryLength = 2;
const debounceMs = 300;

export type FoundUser = UserSearchResult['results'][number];

type UserSearchFieldProps = {
  label: string;
  placeholder: string;
  /** Users already picked, left out of the results. */
  excludeIds?: readonly number[];
  /** 'keep': the field shows the picked name (a filter); 'clear': it empties for the next pick (a list). */
  afterPick: 'keep' | 'clear';
  onPick: (user: FoundUser) => void;
};

/** Live search of users by the start of the name or e-mail, or by exact id (staff only on the server). */
export function UserSearchField({ label, placeholder, excludeIds = [], afterPick, onPick }: UserSearchFieldProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), debounceMs);
  const ready = debounced.length >= minQueryLength;
  const search = useUserSearch(ready ? debounced : null);
  const results = (search.data?.results ?? []).filter((user) => !excludeIds.includes(user.id));

  const pick = (id: string) => {
    const user = search.data?.results.find((result) => String(result.id) === id);
    if (!user) return;
    onPick(user);
    setQuery(afterPick === 'keep' ? user.username : '');
    combobox.closeDropdown();
  };

  const status = !ready
    ? `Введите не меньше ${minQueryLength} ${pluralRu(minQueryLength, ['символа', 'символов', 'символов'])}`
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
          label={label}
          placeholder={placeholder}
          leftSection={<IconSearch size={16} />}
          rightSection={ready && search.isFetching ? <Loader size={16} /> : null}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          autoComplete="off"
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={query.trim() === ''}>
        <Combobox.Options aria-label="Найденные пользователи" mah={280} style={{ overflowY: 'auto' }}>
          {status !== null ? (
            <Combobox.Empty c={search.isError ? 'red' : undefined}>{status}</Combobox.Empty>
          ) : (
            results.map((user) => (
              // The name holds every word shown, email too (WCAG 2.5.3); the spaces between the parts keep
              // them apart for checks that join the option's text without layout.
              <Combobox.Option value={String(user.id)} key={user.id} aria-label={`${user.username} (id ${user.id}), ${user.email}`}>
                <Group gap={6} wrap="nowrap" justify="space-between">
                  <Text size="sm" fw={600} truncate>
                    {user.username}
                  </Text>{' '}
                  <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    id {user.id}
                  </Text>
                </Group>{' '}
                <Text size="xs" c="dimmed" truncate>
                  ({user.email})
                </Text>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
