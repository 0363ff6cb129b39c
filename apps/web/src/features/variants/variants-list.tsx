import type { VariantSummary, VariantTab } from '@ege/core/variants/variant-schemas';
import { Button, SimpleGrid } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageNotice } from '../../components/page-notice';
import { describeError } from '../../lib/describe-error';
import { trpc } from '../../lib/trpc';
import { VariantCard } from './variant-card';
import { VariantCardsSkeleton } from './variant-cards-skeleton';
import { variantGridCols } from './variant-grid-cols';

type VariantsListProps = {
  tab: VariantTab;
  /** What shows when the tab has no variants. */
  empty: ReactNode;
  onEdit: (variant: VariantSummary) => void;
  onDelete: (variant: VariantSummary) => void;
};

/** One tab's variants as cards, with skeletons while loading and a retry on failure. */
export function VariantsList({ tab, empty, onEdit, onDelete }: VariantsListProps) {
  const list = useQuery(trpc.variants.list.queryOptions({ tab }));

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
  if (list.data.length === 0) return empty;
  return (
    <SimpleGrid cols={variantGridCols} spacing="md">
      {list.data.map((variant) => (
        <VariantCard key={variant.id} variant={variant} onEdit={onEdit} onDelete={onDelete} />
      ))}
    </SimpleGrid>
  );
}
