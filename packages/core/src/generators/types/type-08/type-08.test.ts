import { describe, expect, it } from 'vitest';
import { drawParams, generateTask } from '../../generate-task';
import { disagreeingNumerals, type NounForms } from '../../numeral-agreement';
import type { Difficulty } from '../../task-generator';
import { describeGeneratorContract } from '../../generator-contract';

const nouns: NounForms[] = [
  [['раз', 'раза', 'раз']],
  [['буква', 'буквы', 'букв'], ['букву', 'буквы', 'букв'], ['буквы', 'букв', 'букв']],
  [['слово', 'слова', 'слов'], ['слова', 'слов', 'слов']],
  [['цифра', 'цифры', 'цифр'], ['цифру', 'цифры', 'цифр'], ['цифры', 'цифр', 'цифр']],
];
/** What counts as a restriction stated before 'Других ограничений нет'. */
const restriction = /ровно|не более|хотя бы|не может|не могут|не стоят/;

describe('type 8', () => {
  const tasks = Array.from({ length: 150 }, (_, i) => ({ seed: `rules-${i}`, task: generateTask(8, `rules-${i}`, ((i % 3) + 1) as Difficulty) }));

  it('says «других ограничений нет» only after a restriction', () => {
    const wrong: string[] = [];
    let said = 0;
    for (const { seed, task } of tasks) {
      const text = task.text.replace(/<[^>]+>/g, ' ');
      const at = text.search(/других ограничений нет/i);
      if (at < 0) continue;
      said++;
      if (!restriction.test(text.slice(0, at))) wrong.push(`${seed}: ${text}`);
    }
    expect(said).toBeGreaterThan(10);
    expect(wrong).toEqual([]);
  });

  it('puts every number before a noun in the agreeing form, over many seeds', () => {
    const wrong = tasks.flatMap(({ seed, task }) => disagreeingNumerals(`${task.text} ${task.solution}`, nouns).map((found) => `${seed}: ${found}`));
    expect(wrong).toEqual([]);
  });

  it('draws every family at every difficulty, and every question of the list', () => {
    const asks = new Set<string>();
    for (const difficulty of [1, 2, 3] as const) {
      const families = new Set<string>();
      for (let i = 0; i < 60; i++) {
        const { params } = drawParams(8, `family-${i}`, difficulty);
        const p = params as { family: string; ask?: { kind: string } };
        families.add(p.family === 'anagram' ? 'words' : p.family);
        if (p.ask) asks.add(p.ask.kind);
      }
      expect([...families].sort()).toEqual(['list', 'numbers', 'words']);
    }
    expect([...asks].sort()).toEqual(['first-count', 'first-with', 'parity-last', 'position']);
  });

  it('answers with a number, as the answer check expects for type 8', () => {
    for (let i = 0; i < 150; i++) {
      const { answer } = drawParams(8, `number-${i}`, ((i % 3) + 1) as Difficulty);
      expect(answer).toMatchObject({ kind: 'field', value: expect.stringMatching(/^\d+$/) });
    }
  });
});

describeGeneratorContract(8);
