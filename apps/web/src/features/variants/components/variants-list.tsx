import type { VariantSummary, VariantTab } from '@ege/core/variants/variant-schemas';
import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageNotice } from '../../../components/page-notice';
import { ShowMoreButton } from '../../../components/show-more-button';
import { describeError } from '../../../lib/describe-error';
import { VariantCard } from './variant-card';
import { VariantCardsSkeleton } from './variant-cards-skeleton';
import { variantGridCols } from '../utils/variant-grid-cols';
import { useVariants } from '../api/use-variants';

type VariantsListProps = {
  tab: VariantTab;
  /** What shows when the tab has no variants. */
  empty: ReactNode;
  onEdit: (variant: VariantSummary) => void;
  onDelete: (variant: VariantSummary) => void;
};

/** One tab's variants as cards, 20 at a time with 'Показать ещё', skeletons while loading and a retry on failure. */
export function VariantsList({ tab, empty, onEdit, onDelete }: VariantsListProps) {
  const list = useVariants(tab);

  if (list.isPending) return <VariantCardsSkeleton />;
  if (list.isError) {
    return (
      <PageNotice icon={<IconAlertCircle size={28} />} color="red" title="Ошибка загрузки вариантов" description={describeError(list.error).message}>
        <Button leftSection={<IconRefresh size={18} />} onClick={() => void list.refetch()} loading={list.isFetching}>
          Повторить
        </Button>
      </PageNotice>
    );
  }
  const variants = list.data.pages.flatMap((page) => page.results);
  if (variants.length === 0) return empty;
  return (
    <Stack gap="md">
      <SimpleGrid cols={variantGridCols} spacing="md">
        {variants.map((variant) => (
          <VariantCard key={variant.id} variant={variant} onEdit={onEdit} onDelete={onDelete} />
        ))}
      </SimpleGrid>
      <ShowMoreButton query={list} label="Показать ещё варианты" />
    </Stack>
  );
}
