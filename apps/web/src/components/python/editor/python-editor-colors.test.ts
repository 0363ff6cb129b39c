import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../app/readable-colors';
import { darkEditorColors, lightEditorColors, type PythonEditorColors } from './python-editor-colors';

/** The colour a value stands for: a hex, or a Mantine variable's fallback. */
function hexOf(value: string): string {
  const match = /#[0-9a-f]{6}(?:[0-9a-f]{2})?\b/i.exec(value);
  if (!match) throw new Error(`no colour in ${value}`);
  return match[0].toLowerCase();
}

function channels(hex: string): number[] {
  return [1, 3, 5, 7].map((start) => parseInt(hex.slice(start, start + 2) || 'ff', 16));
}

/** `top` (which may be translucent) painted over the opaque `bottom`. */
function blend(top: string, bottom: string): string {
  const [r, g, b, a] = channels(hexOf(top)) as [number, number, number, number];
  const under = channels(hexOf(bottom));
  const alpha = a / 255;
  const mixed = [r, g, b].map((value, index) => Math.round(value * alpha + under[index]! * (1 - alpha)));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/** Every background the code's text can stand on. */
function textSurfaces(colors: PythonEditorColors): Record<string, string> {
  const background = hexOf(colors.background);
  const selection = hexOf(colors.selection);
  return {
    background,
    activeLine: blend(colors.activeLine, background),
    errorLine: blend(colors.errorLine, background),
    selection,
    selectedActiveLine: blend(colors.activeLine, selection),
    selectedErrorLine: blend(colors.errorLine, selection),
    matchingBracket: hexOf(colors.matchingBracket),
    searchMatch: hexOf(colors.searchMatch),
    selectionMatch: hexOf(colors.selectionMatch),
  };
}

const textColors = ['text', 'keyword', 'string', 'number', 'comment', 'function', 'invalid'] as const;

describe.each([
  ['light', lightEditorColors],
  ['dark', darkEditorColors],
] as const)('the %s editor colours', (_scheme, colors) => {
  it('read at 4.5:1 or more on every surface the code can be on (WCAG 2.2 AA)', () => {
    const failures: string[] = [];
    for (const [surface, background] of Object.entries(textSurfaces(colors))) {
      for (const name of textColors) {
        const ratio = contrastRatio(hexOf(colors[name]), background);
        if (ratio < 4.5) failures.push(`${name} on ${surface}: ${ratio.toFixed(2)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('keep the line numbers readable, the error line’s number included', () => {
    expect(contrastRatio(hexOf(colors.gutterText), hexOf(colors.gutterBackground))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(hexOf(colors.gutterText), hexOf(colors.activeLineGutter))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(hexOf(colors.errorGutterText), hexOf(colors.errorGutter))).toBeGreaterThanOrEqual(4.5);
  });

  it('show the error line apart from the other lines and from the active one', () => {
    const background = hexOf(colors.background);
    const errorLine = blend(colors.errorLine, background);
    // Not a text contrast: a tint the eye finds at once (red over white is ~1.2:1 at most and still plain).
    expect(contrastRatio(errorLine, background)).toBeGreaterThan(1.1);
    expect(contrastRatio(errorLine, blend(colors.activeLine, background))).toBeGreaterThan(1.05);
    const [red, green] = channels(errorLine) as [number, number];
    expect(red - green).toBeGreaterThan(20);
  });

  it('take Mantine’s own values for the Mantine variables they name', () => {
    for (const value of Object.values(colors)) {
      const variable = /^var\(--mantine-color-([a-z]+)(?:-(\d))?, (#[0-9a-f]+)\)$/.exec(value);
      if (!variable) continue;
      const [, name, shade, fallback] = variable as unknown as [string, string, string | undefined, string];
      const expected = shade === undefined ? (name === 'white' ? DEFAULT_THEME.white : DEFAULT_THEME.black) : DEFAULT_THEME.colors[name]![Number(shade)];
      expect(fallback.toLowerCase(), value).toBe(normalizeHex(expected!));
    }
  });
});

function normalizeHex(hex: string): string {
  const lower = hex.toLowerCase();
  return lower.length === 4 ? `#${[...lower.slice(1)].map((digit) => digit + digit).join('')}` : lower;
}
