import '@mantine/core/styles/RingProgress.css';
import type { VariantResults } from '@ege/core/variants/variant-schemas';
import { Group, Paper, RingProgress, Stack, Text } from '@mantine/core';
import { resultLinesOf } from './results-lines';

function scoreColorOf(score: number): string {
  if (score >= 80) return 'green';
  if (score >= 50) return 'yellow';
  return 'red';
}

/** The score out of 100 in big type, and the points, correct count, time and experience beside it. */
export function ResultsSummary({ results }: { results: VariantResults }) {
  const color = scoreColorOf(results.score);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-label="Итог">
      <Group gap="xl" align="center" wrap="wrap" justify="center">
        <RingProgress
          size={168}
          thickness={14}
          roundCaps
          sections={[{ value: Math.min(100, Math.max(0, results.score)), color }]}
          label={
            <Stack gap={0} align="center" role="group" aria-label="Результат">
              <Text fz={48} fw={800} lh={1} c={`var(--mantine-color-${color}-light-color)`} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="score">
                {results.score}
              </Text>
              <Text size="sm" c="dimmed">
                из 100
              </Text>
            </Stack>
          }
        />
        <Stack gap={6} style={{ flex: '1 1 220px' }}>
          {resultLinesOf(results).map((line) => (
            <Text key={line.label} fz={{ base: 'md', sm: 'lg' }}>
              <Text span c="dimmed" fz="inherit">
                {line.label}:
              </Text>{' '}
              <Text span fw={700} fz="inherit">
                {line.value}
              </Text>
            </Text>
          ))}
        </Stack>
      </Group>
    </Paper>
  );
}
