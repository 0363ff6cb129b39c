import { countRu, taskForms } from '@ege/core/text/plural-ru';
import { presetLabels, type GeneratorPreset } from './preset-counts';

/**
 * The name a generated variant gets when none is typed: what it was made of and when, so a list of
 * them can be told apart ('Классический 27 · 24.11.2026 21:40'). Counts changed by hand after a
 * preset are no longer that preset.
 */
export function generatedVariantName(preset: GeneratorPreset, multiplier: number, total: number, asPreset: boolean, now: Date): string {
  const made = !asPreset || preset === 'empty' ? `Свой набор, ${countRu(total, taskForms)}` : `${presetLabels[preset]}${multiplier > 1 ? ` ×${multiplier}` : ''}`;
  const when = now.toLocaleString('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).replace(',', '');
  return `${made} · ${when}`;
}
