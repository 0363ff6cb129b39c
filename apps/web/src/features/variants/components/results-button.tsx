import type { VariantSummary } from '@ege/core/variants/variant-schemas';
import { Button } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/**
 * 'Посмотреть результаты': the variant's results once it has some; `inProfile` (a completed homework)
 * leads to the profile instead; otherwise disabled.
 */
export function ResultsButton({ variant, inProfile = false }: { variant: Pick<VariantSummary, 'id' | 'has_results'> | null; inProfile?: boolean }) {
  const common = { fullWidth: true, variant: 'light', leftSection: <IconChartBar size={18} /> } as const;
  if (variant?.has_results) {
    const id = String(variant.id);
    return (
      <Button {...common} renderRoot={(props) => <Link {...props} to="/variant/$id/results" params={{ id }} />}>
        Посмотреть результаты
      </Button>
    );
  }
  // Homework done in the trainer has no finished variant: its task-by-task results are in the profile.
  if (inProfile) {
    return (
      <Button {...common} renderRoot={(props) => <Link {...props} to="/profile" />}>
        Посмотреть результаты
      </Button>
    );
  }
  return (
    <Button {...common} disabled>
      Посмотреть результаты
    </Button>
  );
}
