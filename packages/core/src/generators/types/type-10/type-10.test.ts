import { describe, expect, it } from 'vitest';
import { readOdtParagraphs } from '../../../files/odf/read-odf';
import { drawParams, generateTask } from '../../generate-task';
import { describeGeneratorContract } from '../../generator-contract';

type Params = { chapters: string[][]; family: { kind: string }; chapter: number | null };

describe('type 10', () => {
  it('draws every family, and a chapter at the hard end', () => {
    const kinds = new Set<string>();
    let chapters = 0;
    for (let i = 0; i < 90; i++) {
      const difficulty = ((i % 3) + 1) as 1 | 2 | 3;
      const p = drawParams(10, `families-${i}`, difficulty).params as Params;
      kinds.add(p.family.kind);
      if (p.chapter !== null) chapters++;
      if (difficulty === 3) expect(p.chapter).not.toBeNull();
    }
    expect([...kinds].sort()).toEqual(['any-case', 'forms', 'inside', 'lower']);
    expect(chapters).toBeGreaterThan(20);
  });

  it("names as traps only words that hold the letters, and the document's chapters are its headings", () => {
    for (let i = 0; i < 60; i++) {
      const task = generateTask(10, `traps-${i}`, (((i % 3) + 1) as 1 | 2 | 3));
      const traps = /сочетание букв «([а-яё]+)» \(([^)]*)\)/.exec(task.text);
      if (traps) for (const word of traps[2]!.match(/[а-яё]+/g)!) expect(word).toContain(traps[1]);
      const paragraphs = readOdtParagraphs(task.files[0]!.content);
      const p = drawParams(10, `traps-${i}`, (((i % 3) + 1) as 1 | 2 | 3)).params as Params;
      expect(paragraphs.filter((text) => text.startsWith('Глава '))).toHaveLength(p.chapters.length);
      expect(paragraphs.length).toBe(p.chapters.length + p.chapters.flat().length);
    }
  });
});

describeGeneratorContract(10);
