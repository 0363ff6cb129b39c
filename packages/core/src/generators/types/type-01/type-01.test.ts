import { describe, expect, it } from 'vitest';
import { sanitizeTaskHtml } from '../../../content/sanitize-task-html';
import { drawParams, generateTask } from '../../generate-task';
import { distanceToSegment, segmentsCross, svgOfImage } from '../../svg-picture';
import type { Difficulty } from '../../task-generator';
import { type01Internals } from './type-01';
import { describeGeneratorContract } from '../../generator-contract';

type Picture = { letters: string[]; positions: { x: number; y: number }[]; edges: [number, number][]; width: number; height: number; question: { family: string } };

const pictureOf = (seed: string, difficulty: Difficulty) => drawParams(1, seed, difficulty).params as Picture;

describe('type 1', () => {
  it('draws a readable graph: points apart and inside the picture, roads neither crossing nor passing by a point', () => {
    const { radius } = type01Internals;
    for (let i = 0; i < 90; i++) {
      const p = pictureOf(`picture-${i}`, ((i % 3) + 1) as Difficulty);
      for (const [v, u] of p.positions.entries()) {
        expect(u.x - radius).toBeGreaterThan(0);
        expect(u.y - radius).toBeGreaterThan(0);
        expect(u.x + radius).toBeLessThan(p.width);
        expect(u.y + radius).toBeLessThan(p.height);
        for (const w of p.positions.slice(v + 1)) expect(Math.hypot(u.x - w.x, u.y - w.y)).toBeGreaterThan(4 * radius);
      }
      for (const [a, b] of p.edges) {
        for (const [v, u] of p.positions.entries()) if (v !== a && v !== b) expect(distanceToSegment(u, p.positions[a]!, p.positions[b]!)).toBeGreaterThanOrEqual(2 * radius);
        for (const [c, d] of p.edges) expect(segmentsCross(p.positions[a]!, p.positions[b]!, p.positions[c]!, p.positions[d]!)).toBe(false);
      }
    }
  });

  it('puts the picture in the statement as an image the sanitiser keeps, with every letter and a Russian alt text without the answer', () => {
    for (const difficulty of [1, 2, 3] as const) {
      const task = generateTask(1, `image-${difficulty}`, difficulty);
      const kept = sanitizeTaskHtml(task.text);
      const svg = svgOfImage(kept);
      expect(svg).not.toBeNull();
      expect(svg).toBe(svgOfImage(task.text));
      expect(kept.match(/<td/g)?.length).toBe(task.text.match(/<td/g)?.length);
      expect(kept).toContain('background-color');
      const p = drawParams(1, `image-${difficulty}`, difficulty).params as Picture;
      for (const letter of p.letters) expect(svg).toContain(`>${letter}</text>`);
      expect(svg).toBe(type01Internals.svgOf(drawParams(1, `image-${difficulty}`, difficulty).params as never));
      const alt = /alt="([^"]*)"/.exec(task.text)![1]!;
      expect(alt).toMatch(/^Граф — схема дорог/);
      expect(alt).not.toMatch(/П\d/);
      expect(alt.replace(/^Граф — схема дорог: \d+/, '')).not.toMatch(/\d/);
    }
  });

  it('draws every family at every difficulty', () => {
    for (const difficulty of [1, 2, 3] as const) {
      const families = new Set<string>();
      for (let i = 0; i < 40; i++) families.add(pictureOf(`family-${i}`, difficulty).question.family);
      expect([...families].sort()).toEqual(['numbers', 'path', 'road', 'sum']);
    }
  });
});

describeGeneratorContract(1);
