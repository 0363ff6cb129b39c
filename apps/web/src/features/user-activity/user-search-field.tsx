import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../lib/describe-error';
import { trpc } from '../../lib/trpc';

/** SPEC §2, §9: the search starts from 2 characters, 300 ms after the last key. */
const minQueryLength = 2;
const debounceMs = 300;

/** Live search by name, e-mail or id; picking a user hands their id to the filters. */
export function UserSearchField({ onPick }: { onPick: (userId: number) => void }) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), debounceMs);
  const ready = debounced.length >= minQueryLength;
  const search = useQuery({ ...trpc.users.search.queryOptions(ready ? { q: debounced } : skipToken), staleTime: 30_000 });
  const users = search.data?.results ?? [];

  const pick = (value: string) => {
    const user = users.find((item) => String(item.id) === value);
    if (user) {
      setText(user.username);
      onPick(user.id);
    }
    combobox.closeDropdown();
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick}>
      <Combobox.Target>
        <TextInput
          label="Поиск пользователя"
          placeholder="Имя, e-mail или id — от 2 символов"
          leftSection={<IconSearch size={16} />}
          rightSection={search.isFetching ? <Loader size={16} /> : null}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          autoComplete="off"
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!ready}>
        <Combobox.Options aria-label="Найденные пользователи">
          {search.isError && <Combobox.Empty c="red">{describeError(search.error).message}</Combobox.Empty>}
          {search.isSuccess && users.length === 0 && <Combobox.Empty>Никого не нашли</Combobox.Empty>}
          {users.map((user) => (
            <Combobox.Option key={user.id} value={String(user.id)}>
              <Group gap={6} wrap="wrap">
                <Text size="sm" fw={600}>
                  {user.username}
                </Text>
                <Text size="xs" c="dimmed">
                  id {user.id} ({user.email})
                </Text>
              </Group>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
