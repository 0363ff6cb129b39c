/**
 * The demo task bank's format. Every task keeps its answer as a literal AND a reference solution
 * that recomputes it from the task's own data; a test checks that the two agree, so a wrong demo
 * answer cannot ship.
 */

/** A file the task hands out (the exam's formats: .ods for 3/9/18/22, .odt for 10, .txt for 17/24/26/27). */
export type DemoFile = {
  /** File name shown to the student, e.g. '9.ods', '26.txt', '27_A.txt'. */
  name: string;
  build(): Buffer;
};

export type DemoAnswer = { kind: 'field'; value: string } | { kind: 'table'; rows: string[][] };

/**
 * A worked solution ('Разбор'): the steps in Russian (HTML) and a Python program that prints the
 * answer (a table: one row a line, cells by spaces), reading the task's files from the current
 * folder. A test runs every program and compares its output with the literal answer.
 */
export type DemoSolution = { steps: string; python: string };

export type DemoTask = {
  /** Unique within the bank, stable across releases (seeding is by key), e.g. 't09-2'. */
  key: string;
  type: number;
  difficulty: 1 | 2 | 3;
  /** The condition as HTML (Russian); sanitised on insert like any upload. */
  text: string;
  files?: DemoFile[];
  answer: DemoAnswer;
  /** Recomputes `answer` from the task's data (and from its files' contents where it has files). */
  solve(): DemoAnswer;
  solution?: DemoSolution;
};

export type DemoBlockQuestion = { type: 19 | 20 | 21; question: string; answer: DemoAnswer; solve(): DemoAnswer; solution?: DemoSolution };

/** One 19–21 game block: one condition, three questions, each practised and checked as a task. */
export type DemoBlock = {
  key: string;
  difficulty: 1 | 2 | 3;
  condition: string;
  questions: [DemoBlockQuestion, DemoBlockQuestion, DemoBlockQuestion];
};
