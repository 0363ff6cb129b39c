/**
 * Type 22 — processes with dependencies in an .ods table. Every process depends only on processes
 * with smaller IDs (as in the exam's files), so the earliest finish times come out in one pass in
 * ID order: the length of the longest chain of dependencies ending at each process.
 */
import { buildOds } from '@ege/core/files/odf/build-ods';
import { seededRandom } from '@ege/core/generators/seeded-random';
import type { DemoAnswer, DemoFile, DemoTask } from '../demo-task';

const field = (value: number): DemoAnswer => ({ kind: 'field', value: String(value) });

export type Process = { id: number; time: number; deps: number[] };

function processes(seed: number, count: number, maxTime: number): Process[] {
  const rnd = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const id = i + 1;
    const deps = new Set<number>();
    // About a quarter of the processes (and always the first) are independent.
    if (id > 1 && rnd.next() >= 0.25) {
      const wanted = rnd.int(1, Math.min(3, id - 1));
      while (deps.size < wanted) deps.add(rnd.int(Math.max(1, id - 8), id - 1));
    }
    return { id, time: rnd.int(2, maxTime), deps: [...deps].sort((a, b) => a - b) };
  });
}

/** Earliest start and finish of each process (by ID) when everything independent runs in parallel. */
export function schedule(list: Process[]): Map<number, { start: number; finish: number }> {
  const times = new Map<number, { start: number; finish: number }>();
  for (const p of [...list].sort((a, b) => a.id - b.id)) {
    const start = Math.max(0, ...p.deps.map((d) => times.get(d)?.finish ?? NaN));
    if (Number.isNaN(start)) throw new Error(`type 22: process ${p.id} depends on an unknown or later process`);
    times.set(p.id, { start, finish: start + p.time });
  }
  return times;
}

const makespan = (list: Process[]): number => Math.max(...[...schedule(list).values()].map((t) => t.finish));

/** Largest number of processes running at one moment; a process ending at t and one starting at t do not overlap. */
function maxParallel(list: Process[]): number {
  const events = [...schedule(list).values()].flatMap(({ start, finish }) => [
    { at: start, delta: 1 },
    { at: finish, delta: -1 },
  ]);
  // At equal times the ends go first, so touching intervals are not counted together.
  events.sort((a, b) => a.at - b.at || a.delta - b.delta);
  let now = 0;
  let best = 0;
  for (const e of events) {
    now += e.delta;
    best = Math.max(best, now);
  }
  return best;
}

// t22-4: the duration of process UNKNOWN_ID is hidden in the file (shown as 0); the text gives the total.
const UNKNOWN_ID = 9;
const t224Full = processes(2204, 25, 15);
const t224Shown = t224Full.map((p) => (p.id === UNKNOWN_ID ? { ...p, time: 0 } : p));
const t224Total = makespan(t224Full);

/** The tables by task key, as shown in the files (the test reads each .ods back and compares). */
export const type22Processes: Record<string, Process[]> = {
  't22-1': processes(2201, 12, 10),
  't22-2': processes(2202, 30, 20),
  't22-3': processes(2203, 20, 15),
  't22-4': t224Shown,
  't22-5': processes(2205, 40, 12),
};

const p = (key: string): Process[] => {
  const found = type22Processes[key];
  if (!found) throw new Error(`type 22: no table for ${key}`);
  return found;
};

export const HEADER = ['ID процесса B', 'Время выполнения процесса B (мс)', 'ID процесса(ов) A'];

/** The file's row for a process: dependencies as «1;3», a single one as a number, none as 0. */
export function row(proc: Process): (string | number)[] {
  const deps = proc.deps.length === 0 ? 0 : proc.deps.length === 1 ? (proc.deps[0] ?? 0) : proc.deps.join(';');
  return [proc.id, proc.time, deps];
}

const odsFile = (key: string): DemoFile[] => [{ name: '22.ods', build: () => buildOds([{ name: 'Лист1', rows: [HEADER, ...p(key).map(row)] }]) }];

const INTRO =
  '<p>В файле содержится информация о совокупности <i>N</i> вычислительных процессов, которые могут выполняться параллельно или последовательно. ' +
  'Будем говорить, что процесс B зависит от процесса A, если для выполнения процесса B необходимы результаты выполнения процесса A. ' +
  'В этом случае процессы могут выполняться только последовательно.</p>' +
  '<p>Информация о процессах представлена в файле в виде таблицы. В первом столбце таблицы указан идентификатор процесса (ID), ' +
  'во втором столбце таблицы — время его выполнения в миллисекундах, в третьем столбце перечислены с разделителем «;» ID процессов, ' +
  'от которых зависит данный процесс. Если процесс является независимым, то в таблице указано значение 0.</p>';
const PARALLEL = 'при условии, что все независимые друг от друга процессы могут выполняться параллельно';
const ASAP = 'Считайте, что каждый процесс начинается в самый ранний возможный момент и все независимые друг от друга процессы могут выполняться параллельно.';

export const type22Tasks: DemoTask[] = [
  {
    key: 't22-1',
    type: 22,
    difficulty: 1,
    text: INTRO + `<p>Определите минимальное время, через которое завершится выполнение всей совокупности процессов, ${PARALLEL}.</p>`,
    files: odsFile('t22-1'),
    answer: field(30),
    solve: () => field(makespan(p('t22-1'))),
  },
  {
    key: 't22-2',
    type: 22,
    difficulty: 2,
    text: INTRO + `<p>Определите минимальное время, через которое завершится выполнение всей совокупности процессов, ${PARALLEL}.</p>`,
    files: odsFile('t22-2'),
    answer: field(131),
    solve: () => field(makespan(p('t22-2'))),
  },
  {
    key: 't22-3',
    type: 22,
    difficulty: 2,
    text: INTRO + `<p>Определите, сколько процессов завершится за первые 30 мс (с момента начала работы до момента 30 мс включительно). ${ASAP}</p>`,
    files: odsFile('t22-3'),
    answer: field(11),
    solve: () => field([...schedule(p('t22-3')).values()].filter((t) => t.finish <= 30).length),
  },
  {
    key: 't22-4',
    type: 22,
    difficulty: 3,
    text:
      INTRO +
      `<p>Время выполнения процесса с ID = ${UNKNOWN_ID} неизвестно (в таблице для него указано 0). ` +
      `Известно, что минимальное время, через которое завершится выполнение всей совокупности процессов ${PARALLEL}, составляет ${t224Total} мс. ` +
      `Определите наибольшее возможное время выполнения процесса с ID = ${UNKNOWN_ID} (в мс).</p>`,
    files: odsFile('t22-4'),
    answer: field(28),
    solve: () => {
      // The total only grows with the unknown time, so the answer is the last time that keeps it.
      const withTime = (t: number): Process[] => p('t22-4').map((q) => (q.id === UNKNOWN_ID ? { ...q, time: t } : q));
      let best = 0;
      for (let t = 1; t <= t224Total; t++) if (makespan(withTime(t)) === t224Total) best = t;
      if (best === 0) throw new Error('t22-4: no time gives the stated total');
      return field(best);
    },
  },
  {
    key: 't22-5',
    type: 22,
    difficulty: 3,
    text:
      INTRO +
      '<p>Определите наибольшее количество процессов, которые выполняются одновременно в какой-либо момент времени. ' +
      `${ASAP} Если один процесс завершается в тот же момент, когда начинается другой, эти процессы не считаются выполняющимися одновременно.</p>`,
    files: odsFile('t22-5'),
    answer: field(13),
    solve: () => field(maxParallel(p('t22-5'))),
  },
];
