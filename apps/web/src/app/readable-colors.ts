import { darken, luminance, type CSSVariablesResolver } from '@mantine/core';

/** WCAG 2.2 AA for normal text (1.4.3). */
const minContrast = 4.5;
/** The light page behind the cards (gray-0) and the cards themselves. */
const lightSurfaces = ['#f8f9fa', '#ffffff'];

export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The first of `candidates` that reads at 4.5:1 on every background; else the last one, darkened until it does. */
export function firstReadable(candidates: readonly string[], backgrounds: readonly string[]): string {
  const reads = (color: string) => backgrounds.every((background) => contrastRatio(color, background) >= minContrast);
  const found = candidates.find(reads);
  if (found !== undefined) return found;
  const darkest = candidates.at(-1) ?? '#000000';
  for (let amount = 0.05; amount < 1; amount += 0.05) {
    const darker = darken(darkest, amount);
    if (reads(darker)) return darker;
  }
  return '#000000';
}

/**
 * Mantine's text colours made to pass WCAG AA in both schemes (docs/decisions/024): the dimmed, error
 * and placeholder greys and reds; in the light scheme also the links and every palette's text, outline
 * and light-variant colour, each readable on white, the grey page and the palette's own light tint
 * (green, orange, yellow and lime have no such shade: they get their darkest, darkened until it reads).
 */
export const readableColorsResolver: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': theme.colors.red[9],
    // A placeholder is text too, and the file fields show theirs as the field's only text.
    '--mantine-color-placeholder': '#6c757d',
  };
  const primary = theme.colors[theme.primaryColor]!;
  // Links sit on cards, on the grey page and on the primary's light tint (the task's files box).
  light['--mantine-color-anchor'] = firstReadable([primary[8], primary[9]], [primary[1], ...lightSurfaces]);
  for (const [name, palette] of Object.entries(theme.colors)) {
    if (name === 'dark') continue;
    const text = firstReadable([palette[8], palette[9]], [palette[1], ...lightSurfaces]);
    light[`--mantine-color-${name}-text`] = text;
    light[`--mantine-color-${name}-outline`] = text;
    light[`--mantine-color-${name}-light-color`] = firstReadable([palette[9]], [palette[1], ...lightSurfaces]);
  }
  return {
    variables: {},
    light,
    dark: {
      '--mantine-color-dimmed': '#a6a6a6',
      '--mantine-color-error': theme.colors.red[4],
      '--mantine-color-placeholder': '#9a9a9a',
      // Shade 4 read 4.2:1 on the dark red of a wrong answer's box, where the theory link sits.
      '--mantine-color-anchor': primary[3],
    },
  };
};
