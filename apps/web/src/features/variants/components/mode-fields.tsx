import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import type { ResultsMode, VariantMode } from '@ege/core/variants/variant-schemas';
import { Input, SegmentedControl, SimpleGrid } from '@mantine/core';
import { modeOptions, resultsModeOptions } from '../utils/variant-labels';

/** 'Все на одной странице' does not fit half of a phone's width on one line. */
const wrappingLabels = { label: { whiteSpace: 'normal', lineHeight: 1.25 } } as const;

type ModeFieldsProps = {
  mode: VariantMode;
  resultsMode: ResultsMode;
  onModeChange: (mode: VariantMode) => void;
  onResultsModeChange: (mode: ResultsMode) => void;
  /** Side by side from md up (the generator); the dialog is too narrow for that and stacks them. */
  sideBySide?: boolean;
};

/** How the variant is solved and when its results show. */
export function ModeFields({ mode, resultsMode, onModeChange, onResultsModeChange, sideBySide = false }: ModeFieldsProps) {
  return (
    <SimpleGrid cols={sideBySide ? { base: 1, md: 2 } : 1} spacing="sm">
      <Input.Wrapper label="Режим" labelElement="div">
        <SegmentedControl
          fullWidth
          mt={4}
          data={modeOptions}
          value={mode}
          onChange={(value) => onModeChange(value as VariantMode)}
          aria-label="Режим"
          styles={wrappingLabels}
        />
      </Input.Wrapper>
      <Input.Wrapper label="Показ результатов" labelElement="div">
        <SegmentedControl
          fullWidth
          mt={4}
          data={resultsModeOptions}
          value={resultsMode}
          onChange={(value) => onResultsModeChange(value as ResultsMode)}
          aria-label="Показ результатов"
          styles={wrappingLabels}
        />
      </Input.Wrapper>
    </SimpleGrid>
  );
}
