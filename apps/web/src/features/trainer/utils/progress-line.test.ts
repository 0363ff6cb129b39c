import { describe, expect, it } from 'vitest';
import { progressLine } from './progress-line';

describe('progressLine', () => {
  it('reads one solved task of twenty out of the 5% the server sends', () => {
    expect(progressLine('5', 5)).toBe('Решено 1 из 20 заданий этого типа');
  });

  it('counts against ten for types 26 and 27', () => {
    expect(progressLine('27', 30)).toBe('Решено 3 из 10 заданий этого типа');
  });

  it('gives back every count of the 19–21 block from its rounded percent', () => {
    for (let solved = 0; solved <= 30; solved += 1) {
      expect(progressLine('19-21', Math.round((solved / 30) * 100))).toBe(`Решено ${solved} из 30 вопросов блока`);
    }
  });
});
