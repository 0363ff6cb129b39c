import { describe, expect, it } from 'vitest';
import { drawParams, generateTask, generatorOf } from '../../generate-task';
import type { Difficulty } from '../../task-generator';
import { describeGeneratorContract } from '../../generator-contract';

type Drawn = { family: string };

const numbers = (content: Buffer): number[][] =>
  content
    .toString('utf8')
    .trim()
    .split('\n')
    .map((line) => line.split(' ').map(Number));

describe('type 26', () => {
  it('draws every family at every difficulty', () => {
    for (const difficulty of [1, 2, 3] as const) {
      const families = new Set<string>();
      for (let i = 0; i < 50; i++) families.add((drawParams(26, `family-${i}`, difficulty).params as Drawn).family);
      expect([...families].sort()).toEqual(['archive', 'cinema', 'discount', 'purchase', 'storage']);
    }
  });

  it('writes a file whose numbers, read back, give the same answer', () => {
    const generator = generatorOf(26);
    for (let i = 0; i < 24; i++) {
      const difficulty = ((i % 3) + 1) as Difficulty;
      const task = generateTask(26, `file-${i}`, difficulty);
      const { params } = drawParams(26, `file-${i}`, difficulty);
      const p = params as Drawn & Record<string, unknown>;
      const [head, ...lines] = numbers(task.files[0]!.content);
      let read: unknown;
      if (p.family === 'archive') {
        expect(head).toEqual([p.capacity, lines.length]);
        read = { ...p, sizes: lines.map(([x]) => x) };
      } else if (p.family === 'cinema') {
        read = { ...p, taken: lines.map(([row, seat]) => row! * 1000 + seat!) };
      } else if (p.family === 'purchase') {
        const raw = task.files[0]!.content.toString('utf8').trim().split('\n').slice(1).map((line) => line.split(' '));
        expect(head).toEqual([raw.length, p.budget]);
        read = { ...p, prices: raw.map(([price]) => Number(price)), kinds: raw.map(([, kind]) => (kind === 'A' ? 0 : 1)) };
      } else if (p.family === 'discount') {
        read = { ...p, prices: lines.map(([x]) => x) };
      } else {
        read = { ...p, starts: lines.map(([s]) => s), ends: lines.map(([, e]) => e) };
      }
      if (p.family !== 'archive' && p.family !== 'purchase') expect(head).toEqual([lines.length]);
      expect(generator.solve(read)).toEqual(task.answer);
      expect(task.files[0]!.name).toBe('26.txt');
      expect(lines.length).toBeGreaterThan(400);
    }
  });
});

describeGeneratorContract(26);
