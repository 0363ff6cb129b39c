import type { VariantDetail } from '@ege/core/variants/variant-schemas';
import { Anchor, Badge, Box, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconChartBar, IconPrinter } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { SaveStatus } from '../utils/progress-saver';
import { SaveStatusText } from './save-status-text';
import { modeLabels, resultsModeLabels, variantTitleOf } from '../utils/variant-labels';
import { VariantTimer } from './variant-timer';

type VariantHeaderProps = {
  variant: VariantDetail;
  seconds: number;
  answered: number;
  saveStatus: SaveStatus;
  /** The buttons: 'Сохранить черновик', 'Завершить', 'Выйти'. */
  actions: ReactNode;
  /** False on a phone, where the timer stands in the sticky bar. */
  showTimer?: boolean;
};

/** The variant's name, mode, answered count, the timer and the actions. */
export function VariantHeader({ variant, seconds, answered, saveStatus, actions, showTimer = true }: VariantHeaderProps) {
  const total = variant.task_payloads.length;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="header">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Box miw={0} style={{ flex: '1 1 260px' }}>
            <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
              {variantTitleOf(variant)}
            </Title>
            <Group gap={6} mt={6} wrap="wrap">
              <Badge variant="light" color="indigo" tt="none">
                {modeLabels[variant.mode]}
              </Badge>
              <Badge variant="light" color="gray" tt="none">
                {resultsModeLabels[variant.show_results_mode]}
              </Badge>
              <Badge variant="outline" color={answered === total ? 'green' : 'gray'} tt="none" data-testid="answered-count">
                Отвечено: {answered} из {total}
              </Badge>
            </Group>
          </Box>
          <Stack gap={4} align="flex-end">
            {showTimer && <VariantTimer seconds={seconds} />}
            <SaveStatusText status={saveStatus} />
          </Stack>
        </Group>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="wrap">
            {actions}
          </Group>
          <Group gap="sm" wrap="wrap">
            {variant.has_results && (
              <Anchor renderRoot={(props) => <Link {...props} to="/variant/$id/results" params={{ id: String(variant.id) }} />} size="sm">
                <Group gap={4} wrap="nowrap" component="span">
                  <IconChartBar size={16} />
                  Посмотреть результаты
                </Group>
              </Anchor>
            )}
            {/* A sheet of A4 for a lesson without computers (decision 072). */}
            <Button
              renderRoot={(props) => <Link {...props} to="/variant/$id/print" params={{ id: String(variant.id) }} />}
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPrinter size={16} />}
            >
              Печать
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
