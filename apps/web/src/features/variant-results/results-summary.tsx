import '@mantine/core/styles/RingProgress.css';
import type { VariantResults } from '@ege/core/variants/variant-schemas';
import { Group, Paper, RingProgress, Stack, Text } from '@mantine/core';
import { SummaryLines } from '../../components/summary-lines';
import { resultHeadlineOf } from '../../lib/result-headline-of';
import { resultLinesOf } from './results-lines';

function scoreColorOf(score: number): string {
  if (score >= 80) return 'green';
  if (score >= 50) return 'yellow';
  return 'red';
}

/** The headline (test score of a full variant, else the percent correct) in big type, and the points, correct count, time and experience beside it. */
export function ResultsSummary({ results }: { results: VariantResults }) {
  const headline = resultHeadlineOf(results);
  const color = scoreColorOf(headline.value);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-label="Итог">
      <Group gap="xl" align="center" wrap="wrap" justify="center">
        <RingProgress
          size={168}
          thickness={14}
          roundCaps
          sections={[{ value: Math.min(100, Math.max(0, headline.value)), color }]}
          label={
            <Stack gap={0} align="center" role="group" aria-label={headline.label}>
              <Text fz={48} fw={800} lh={1} c={`var(--mantine-color-${color}-light-color)`} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                <span data-testid={headline.isTestScore ? 'test-score' : 'score'}>{headline.value}</span>
                {headline.suffix && <span style={{ fontSize: 28 }}>{headline.suffix}</span>}
              </Text>
              <Text size="sm" c="dimmed" ta="center" maw={110} lh={1.2}>
                {headline.caption}
              </Text>
            </Stack>
          }
        />
        <SummaryLines lines={resultLinesOf(results)} />
      </Group>
    </Paper>
  );
}
