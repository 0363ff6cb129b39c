import { describe, expect, it } from 'vitest';
import { drawParams, generateTask, generatorOf } from '../../generate-task';
import { seededRandom } from '../../seeded-random';
import type { Difficulty } from '../../task-generator';
import { describeGeneratorContract } from '../../generator-contract';

const difficulties: Difficulty[] = [1, 2, 3];
type Drawn = { family: string; text: Buffer; ask: { kind?: string; zero?: boolean } };

describe('the type 24 generator', () => {
  it('draws every family at every difficulty (drawing only: the file is cheap, no solving)', () => {
    const generator = generatorOf(24);
    for (const difficulty of difficulties) {
      const families = new Set<string>();
      for (let i = 0; i < 24; i++) families.add((generator.draw(seededRandom(`family-${i}`), difficulty) as Drawn).family);
      expect([...families].sort()).toEqual(['count', 'expression', 'run', 'window']);
    }
  });

  it('writes a file of about 10^6 characters of the letters the statement names, in one line, built within a second', () => {
    const started = performance.now();
    const task = generateTask(24, 'file-size', 1);
    const built = performance.now() - started;
    const file = task.files.find((f) => f.name === '24.txt')!;
    const text = file.content.toString('latin1');
    expect(text.endsWith('\n')).toBe(true);
    expect(text.trimEnd()).not.toContain('\n');
    expect(text.length).toBeGreaterThanOrEqual(950_000);
    expect(text.length).toBeLessThanOrEqual(1_000_001);
    for (const c of new Set(text.trimEnd())) expect(task.text).toContain(c === '-' ? '«-»' : c === '*' ? '«*»' : c === '+' ? '«+»' : c);
    expect(built).toBeLessThan(5000); // within 1 s on a quiet machine; loose for a loaded one
  });

  it('solves the task again from the bytes of the file, as the student reads it', () => {
    const generator = generatorOf(24);
    for (const [i, difficulty] of difficulties.entries()) {
      const { params, answer } = drawParams(24, `bytes-${i}`, difficulty);
      const task = generateTask(24, `bytes-${i}`, difficulty);
      const text = task.files[0]!.content.subarray(0, -1);
      expect(generator.check({ ...(params as Drawn), text })).toEqual(answer);
    }
  });

  it('puts numbers before «раз» in agreement', () => {
    const generator = generatorOf(24);
    let checked = 0;
    for (let i = 0; i < 200 && checked < 6; i++) {
      const params = generator.draw(seededRandom(`plural-${i}`), i % 2 === 0 ? 1 : 3) as Drawn | null;
      if (params?.family !== 'window') continue;
      const answer = generator.solve(params);
      if (!answer) continue;
      for (const m of generator.render(params, answer).text.matchAll(/(\d+) (раза?)(?![а-яё])/g)) {
        const n = Number(m[1]);
        const few = n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14);
        expect(`${n} ${m[2]}`).toBe(`${n} ${few ? 'раза' : 'раз'}`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describeGeneratorContract(24);
