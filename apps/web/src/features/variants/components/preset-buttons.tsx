import { Button, Input, SimpleGrid } from '@mantine/core';
import { generatorPresets, presetLabels, type GeneratorPreset } from '../utils/preset-counts';

type PresetButtonsProps = { value: GeneratorPreset; loadingSimilar: boolean; onChange: (preset: GeneratorPreset) => void };

export function PresetButtons({ value, loadingSimilar, onChange }: PresetButtonsProps) {
  return (
    <Input.Wrapper label="Набор" labelElement="div">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" role="group" aria-label="Набор">
        {generatorPresets.map((preset) => (
          <Button
            key={preset}
            variant={preset === value ? 'filled' : 'default'}
            aria-pressed={preset === value}
            loading={preset === 'similar' && loadingSimilar}
            onClick={() => onChange(preset)}
          >
            {presetLabels[preset]}
          </Button>
        ))}
      </SimpleGrid>
    </Input.Wrapper>
  );
}
