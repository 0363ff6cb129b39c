/** How long a quoted answer may be in a notice before it is cut. */
const maxQuoted = 60;

/** An answer as one line: a table's rows joined by ' | ', its cells by spaces. */
export function answerLineOf(answer: { user_answer: string | null; user_table_answer: string[][] | null }, max = maxQuoted): string {
  const table = answer.user_table_answer?.map((row) => row.join(' ').trim()).join(' | ') ?? '';
  const line = (answer.user_answer ?? '').trim() || table;
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The notice of a credit after a corrected key (notification kind 'rescored'). */
export function rescoredText(taskId: number, answer: { user_answer: string | null; user_table_answer: string[][] | null }, xp: number): string {
  return `Ответ задания № ${taskId} исправлен: ваш ответ «${answerLineOf(answer)}» засчитан, +${xp} опыта`;
}
