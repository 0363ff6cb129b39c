import { describe, expect, it } from 'vitest';
import { drawParams } from '../../generate-task';
import { describeGeneratorContract } from '../../generator-contract';

type Drawn = { family: string; letters: string[]; codes?: string[]; reverse?: boolean; message?: string; given?: string[]; others?: number };

describe('type 4', () => {
  it('draws every family at every difficulty', () => {
    for (const difficulty of [1, 2, 3] as const) {
      const families = new Set<string>();
      for (let i = 0; i < 80; i++) families.add((drawParams(4, `family-${i}`, difficulty).params as Drawn).family);
      expect([...families].sort()).toEqual(['count', 'decode', 'shortest', 'total', 'word']);
    }
  });

  it('decodes a message that the code word table encodes back to the same bits', () => {
    for (let i = 0; i < 60; i++) {
      const difficulty = ((i % 3) + 1) as 1 | 2 | 3;
      const { params, answer } = drawParams(4, `decode-${i}`, difficulty);
      const p = params as Drawn;
      if (p.family !== 'decode') continue;
      const word = (answer as { value: string }).value;
      const encoded = [...word].map((letter) => p.codes![p.letters.indexOf(letter)]).join('');
      expect(encoded).toBe(p.message);
      // Reverse Fano at 3: no word ends another.
      if (p.reverse) expect(p.codes!.every((a) => p.codes!.every((b) => a === b || !b.endsWith(a)))).toBe(true);
    }
  });

  it('the shortest word leaves room for the other letters', () => {
    let trap = 0;
    for (let i = 0; i < 150; i++) {
      const { params, answer } = drawParams(4, `short-${i}`, 3);
      const p = params as Drawn;
      if (p.family !== 'shortest') continue;
      const word = (answer as { value: string }).value;
      const all = [...p.given!, word];
      expect(all.every((a) => all.every((b) => a === b || !b.startsWith(a)))).toBe(true);
      // The trap: a shorter word would fit, but would leave no room for the other letters.
      const shorter = Array.from({ length: 2 ** (word.length - 1) }, (_, v) => v.toString(2).padStart(word.length - 1, '0'));
      if (word.length > 1 && shorter.some((w) => p.given!.every((g) => !g.startsWith(w) && !w.startsWith(g)))) trap++;
    }
    expect(trap).toBeGreaterThan(0);
  });
});

describeGeneratorContract(4);
