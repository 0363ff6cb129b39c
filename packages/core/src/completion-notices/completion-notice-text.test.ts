import { describe, expect, it } from 'vitest';
import { digestNamesShown, digestText, examDoneText, homeworkDoneText } from './completion-notice-text';

describe('completion notice texts', () => {
  it('date the homework by its Moscow day and give the rehearsal its score with the right noun', () => {
    // 22:30 UTC on the 24th is already the 25th in Moscow.
    expect(homeworkDoneText('ivanov', new Date('2026-11-24T22:30:00Z'))).toBe('Ученик ivanov выполнил ДЗ от 25.11.2026');
    expect(examDoneText('petrov', 78)).toBe('Ученик petrov завершил пробный экзамен: 78 баллов');
    expect(examDoneText('petrov', 81)).toBe('Ученик petrov завершил пробный экзамен: 81 балл');
    expect(examDoneText('petrov', null)).toBe('Ученик petrov завершил пробный экзамен');
  });

  it('name each student once in a digest, with the rehearsals and their scores after', () => {
    const text = digestText([
      { username: 'ivanov', kind: 'tasks', test_score: null },
      { username: 'petrov', kind: 'tasks', test_score: null },
      { username: 'ivanov', kind: 'tasks', test_score: null },
      { username: 'kozlov', kind: 'exam', test_score: 62 },
    ]);
    expect(text).toBe('За день выполнили ДЗ: 2 ученика — ivanov, petrov; пробный экзамен: 1 ученик — kozlov (62 балла)');
    expect(digestText([{ username: 'kozlov', kind: 'exam', test_score: 90 }])).toBe('За день пробный экзамен: 1 ученик — kozlov (90 баллов)');
  });

  it('count the names past the shown ones', () => {
    const many = Array.from({ length: digestNamesShown + 5 }, (_, i) => ({ username: `s${i + 1}`, kind: 'tasks' as const, test_score: null }));
    const text = digestText(many);
    expect(text.startsWith(`За день выполнили ДЗ: 25 учеников — s1, s2,`)).toBe(true);
    expect(text.endsWith(`s${digestNamesShown} и ещё 5`)).toBe(true);
  });
});
