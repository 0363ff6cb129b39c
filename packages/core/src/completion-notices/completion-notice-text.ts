import { moscowDayOf } from '../clock/moscow-time';
import { countRu, type RussianForms } from '../text/plural-ru';

const pointForms: RussianForms = ['балл', 'балла', 'баллов'];
const studentForms: RussianForms = ['ученик', 'ученика', 'учеников'];
/** A digest names this many and counts the rest: a class of 30 stays a readable line. */
export const digestNamesShown = 20;

/** 'DD.MM.YYYY' of the instant's Moscow day. */
function moscowDate(at: Date): string {
  const [year, month, day] = moscowDayOf(at).split('-');
  return `${day}.${month}.${year}`;
}

/** 'Ученик ivanov выполнил ДЗ от 25.11.2026': the assignment's date, as the teacher's history shows it. */
export function homeworkDoneText(username: string, assignedAt: Date): string {
  return `Ученик ${username} выполнил ДЗ от ${moscowDate(assignedAt)}`;
}

/** 'Ученик ivanov завершил пробный экзамен: 78 баллов' (the 100-point score). */
export function examDoneText(username: string, testScore: number | null): string {
  const text = `Ученик ${username} завершил пробный экзамен`;
  return testScore === null ? text : `${text}: ${countRu(testScore, pointForms)}`;
}

export type DigestCompletion = { username: string; kind: 'tasks' | 'exam'; test_score: number | null };

function listed(items: readonly string[]): string {
  const shown = items.slice(0, digestNamesShown).join(', ');
  return items.length > digestNamesShown ? `${shown} и ещё ${items.length - digestNamesShown}` : shown;
}

/**
 * 'За день выполнили ДЗ: 3 ученика — ivanov, petrov, sidorov; пробный экзамен: 1 ученик — kozlov (78 баллов)'.
 * A student who completed two assignments is named once; each finished rehearsal is named with its score.
 */
export function digestText(completions: readonly DigestCompletion[]): string {
  const homework = [...new Set(completions.filter((c) => c.kind === 'tasks').map((c) => c.username))];
  const exams = completions.filter((c) => c.kind === 'exam');
  const examStudents = new Set(exams.map((c) => c.username)).size;
  const parts: string[] = [];
  if (homework.length > 0) parts.push(`выполнили ДЗ: ${countRu(homework.length, studentForms)} — ${listed(homework)}`);
  if (exams.length > 0) {
    const named = exams.map((c) => (c.test_score === null ? c.username : `${c.username} (${countRu(c.test_score, pointForms)})`));
    parts.push(`пробный экзамен: ${countRu(examStudents, studentForms)} — ${listed(named)}`);
  }
  return `За день ${parts.join('; ')}`;
}
