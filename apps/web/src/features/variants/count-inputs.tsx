import '@mantine/core/styles/NumberInput.css';
import { countKeys } from '@ege/core/variants/variant-schemas';
import { NumberInput, SimpleGrid } from '@mantine/core';
import { clampCount, countOf, countLabelOf, maxCount, type TypeCounts } from './type-counts';

type CountInputsProps = {
  counts: TypeCounts;
  /** Types the server could not fill (its field errors), outlined in red. */
  invalidKeys?: readonly string[];
  onChange: (counts: TypeCounts) => void;
};

/** The create dialog's count per type: a compact grid of number inputs 0–100. */
export function CountInputs({ counts, invalidKeys = [], onChange }: CountInputsProps) {
  return (
    <SimpleGrid cols={{ base: 5, sm: 9 }} spacing="xs" verticalSpacing={6}>
      {countKeys.map((key) => (
        <NumberInput
          key={key}
          label={key}
          aria-label={countLabelOf(key)}
          size="sm"
          min={0}
          max={maxCount}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          hideControls
          value={countOf(counts, key)}
          error={invalidKeys.includes(key)}
          onChange={(value) => onChange({ ...counts, [key]: clampCount(value) })}
          onFocus={(event) => event.currentTarget.select()}
          styles={{
            input: { textAlign: 'center', fontWeight: countOf(counts, key) > 0 ? 700 : 400, color: countOf(counts, key) > 0 ? undefined : 'var(--mantine-color-dimmed)' },
            label: { width: '100%', textAlign: 'center', fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-dimmed)' },
          }}
        />
      ))}
    </SimpleGrid>
  );
}
