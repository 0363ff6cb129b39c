import '@mantine/core/styles/NumberInput.css';
import { countKeys } from '@ege/core/variants/variant-schemas';
import { NumberInput, SimpleGrid } from '@mantine/core';
import { clampHomeworkCount, countLabelOf, maxHomeworkCount, type HomeworkCounts } from './homework-counts';

type HomeworkCountGridProps = { counts: HomeworkCounts; onChange: (counts: HomeworkCounts) => void; disabled?: boolean };

/** A number 0–99 per type 1–27, the 19-21 block as one. */
export function HomeworkCountGrid({ counts, onChange, disabled = false }: HomeworkCountGridProps) {
  return (
    <SimpleGrid cols={{ base: 5, xs: 7, sm: 9 }} spacing="xs" verticalSpacing={6}>
      {countKeys.map((key) => {
        const count = counts[key] ?? 0;
        return (
          <NumberInput
            key={key}
            label={key}
            aria-label={countLabelOf(key)}
            size="sm"
            min={0}
            max={maxHomeworkCount}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            hideControls
            disabled={disabled}
            value={count}
            onChange={(value) => onChange({ ...counts, [key]: clampHomeworkCount(value) })}
            onFocus={(event) => event.currentTarget.select()}
            styles={{
              input: { textAlign: 'center', fontWeight: count > 0 ? 700 : 400, color: count > 0 ? undefined : 'var(--mantine-color-dimmed)' },
              label: { width: '100%', textAlign: 'center', fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-dimmed)' },
            }}
          />
        );
      })}
    </SimpleGrid>
  );
}
