import '@mantine/core/styles/NumberInput.css';
import { countKeys } from '@ege/core/variants/variant-schemas';
import { NumberInput, SimpleGrid } from '@mantine/core';
import { clampCount, countOf, countLabelOf, maxCount, type TypeCounts } from '../lib/type-counts';

type CountInputsProps = {
  counts: TypeCounts;
  /** The most per type: 100 in a variant (the default), 99 in homework. */
  max?: number;
  disabled?: boolean;
  /** Types the server could not fill (its field errors), outlined in red. */
  invalidKeys?: readonly string[];
  onChange: (counts: TypeCounts) => void;
};

/** A count per type (the variant dialog, the homework form): a compact grid of number inputs 0–max. */
export function CountInputs({ counts, max = maxCount, disabled = false, invalidKeys = [], onChange }: CountInputsProps) {
  return (
    <SimpleGrid cols={{ base: 5, xs: 7, sm: 9 }} spacing="xs" verticalSpacing={6}>
      {countKeys.map((key) => (
        <NumberInput
          key={key}
          label={key}
          aria-label={countLabelOf(key)}
          size="sm"
          min={0}
          max={max}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          hideControls
          disabled={disabled}
          value={countOf(counts, key)}
          error={invalidKeys.includes(key)}
          onChange={(value) => onChange({ ...counts, [key]: clampCount(value, max) })}
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
