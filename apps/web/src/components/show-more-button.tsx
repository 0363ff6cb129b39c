import { Button, Group } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';

type ShowMoreButtonProps = {
  /** The list's infinite query: the button shows while another page exists. */
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  /** What the list holds, for screen readers: 'Показать ещё варианты'. */
  label?: string;
};

/** 'Показать ещё' under a keyset-paged list (decision 020): the next page is added below the ones shown. */
export function ShowMoreButton({ query, label }: ShowMoreButtonProps) {
  if (!query.hasNextPage) return null;
  return (
    <Group justify="center">
      <Button
        variant="default"
        leftSection={<IconChevronDown size={18} />}
        loading={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
        aria-label={label}
      >
        Показать ещё
      </Button>
    </Group>
  );
}
