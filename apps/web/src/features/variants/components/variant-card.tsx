import type { VariantSummary } from '@ege/core/variants/variant-schemas';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlayerPlay, IconPrinter, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { formatVariantDate } from '../utils/format-variant-date';
import { countRu, taskForms } from '@ege/core/text/plural-ru';
import { modeLabels, resultsModeLabels } from '../utils/variant-labels';
import { SolvedProgress } from '../../../components/solved-progress';
import { ResultsButton } from './results-button';

type VariantCardProps = {
  variant: VariantSummary;
  onEdit: (variant: VariantSummary) => void;
  onDelete: (variant: VariantSummary) => void;
};

export function VariantCard({ variant, onEdit, onDelete }: VariantCardProps) {
  const { solved, total } = variant.progress;
  const id = String(variant.id);
  return (
    <Paper withBorder p="md" component="article" aria-label={variant.name} h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={4} miw={0}>
            <Title order={3} fz="lg" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
              {variant.name}
            </Title>
            <Text size="xs" c="dimmed">
              {formatVariantDate(variant.created_at)} · {countRu(variant.task_count, taskForms)}
            </Text>
          </Stack>
          <Group gap={2} wrap="nowrap">
            <LazyTooltip label="Печать">
              <ActionIcon variant="subtle" size="lg" aria-label="Печать" renderRoot={(props) => <Link {...props} to="/variant/$id/print" params={{ id }} />}>
                <IconPrinter size={18} />
              </ActionIcon>
            </LazyTooltip>
            {variant.can_edit && (
              <>
                <LazyTooltip label="Редактировать">
                  <ActionIcon variant="subtle" size="lg" aria-label="Редактировать" onClick={() => onEdit(variant)}>
                    <IconPencil size={18} />
                  </ActionIcon>
                </LazyTooltip>
                <LazyTooltip label="Удалить">
                  <ActionIcon variant="subtle" color="red" size="lg" aria-label="Удалить" onClick={() => onDelete(variant)}>
                    <IconTrash size={18} />
                  </ActionIcon>
                </LazyTooltip>
              </>
            )}
          </Group>
        </Group>
        <Group gap={6}>
          {variant.is_public && (
            <Badge color="teal" variant="light" radius="sm" tt="none">
              Публичный
            </Badge>
          )}
          {variant.is_draft && (
            <Badge color="yellow" variant="light" radius="sm" tt="none">
              Черновик
            </Badge>
          )}
          <Badge color="gray" variant="outline" radius="sm" tt="none" title="Режим решения">
            {modeLabels[variant.mode]}
          </Badge>
          <Badge color="gray" variant="outline" radius="sm" tt="none" title="Показ результатов">
            Результаты: {resultsModeLabels[variant.show_results_mode].toLowerCase()}
          </Badge>
        </Group>
        <Stack gap={4} mt="auto">
          <SolvedProgress solved={solved} total={total} />
        </Stack>
        <Stack gap="xs">
          <Button fullWidth renderRoot={(props) => <Link {...props} to="/variant/$id" params={{ id }} />} leftSection={<IconPlayerPlay size={18} />}>
            Продолжить
          </Button>
          <ResultsButton variant={variant} />
        </Stack>
      </Stack>
    </Paper>
  );
}
