import { describe, expect, it } from 'vitest';
import { pluralRu } from '../../../text/plural-ru';
import { drawParams, generateTask } from '../../generate-task';
import type { Difficulty } from '../../task-generator';
import { describeGeneratorContract } from '../../generator-contract';

const seeds = 300;
const difficulties: Difficulty[] = [1, 2, 3];

describe('the type 12 generator', () => {
  it('puts every number before «цифра», «единица», «двойка», «тройка» in the form that agrees with it', () => {
    const wrong: string[] = [];
    let numerals = 0;
    for (let i = 0; i < seeds; i++) {
      const text = generateTask(12, `plural-${i}`, difficulties[i % 3]!).text;
      for (const match of text.matchAll(/(из )?(\d+) (цифр[уыа]?)(?![а-яё])/g)) {
        numerals++;
        const n = Number(match[2]);
        // After «из» the genitive (из 21 цифры, из 5 цифр), after «содержащая» the accusative (21 цифру, 44 цифры).
        const expected = match[1] ? pluralRu(n, ['цифры', 'цифр', 'цифр']) : pluralRu(n, ['цифру', 'цифры', 'цифр']);
        if (match[3] !== expected) wrong.push(`plural-${i}: «${match[0]}»`);
      }
      // «содержащая 21 единицу, 44 двойки и 19 троек»
      for (const match of text.matchAll(/(\d+) (единиц[уы]?|двой(?:ку|ки|ек)|трой(?:ку|ки|ек))(?![а-яё])/g)) {
        numerals++;
        const n = Number(match[1]);
        const forms = match[2]!.startsWith('един') ? (['единицу', 'единицы', 'единиц'] as const) : match[2]!.startsWith('двой') ? (['двойку', 'двойки', 'двоек'] as const) : (['тройку', 'тройки', 'троек'] as const);
        if (match[2] !== pluralRu(n, forms)) wrong.push(`plural-${i}: «${match[0]}»`);
      }
    }
    expect(numerals).toBeGreaterThan(seeds / 2);
    expect(wrong).toEqual([]);
  });

  it('draws every family at every difficulty', () => {
    for (const difficulty of difficulties) {
      const families = new Set<string>();
      for (let i = 0; i < 60; i++) families.add((drawParams(12, `family-${i}`, difficulty).params as { family: string }).family);
      expect([...families].sort()).toEqual(['extreme', 'result', 'reverse', 'sum']);
    }
  });

  it('prints the Редактор program with nested ИНАЧЕ ЕСЛИ, as the exam does', () => {
    const texts = Array.from({ length: 60 }, (_, i) => generateTask(12, `shape-${i}`, 3).text);
    expect(texts.some((t) => t.includes('ИНАЧЕ ЕСЛИ нашлось'))).toBe(true);
    expect(texts.some((t) => /КОНЕЦ ЕСЛИ\n {2}ЕСЛИ нашлось/.test(t))).toBe(true);
    // Plain «заменить» lines right under ПОКА, and «ПОКА НЕ нашлось (00)».
    expect(texts.some((t) => /ПОКА [^\n]*\n {2}заменить/.test(t))).toBe(true);
    expect(texts.some((t) => t.includes('ПОКА НЕ нашлось (00)'))).toBe(true);
  });
});

describeGeneratorContract(12);
