import { buildOds } from '../../../files/odf/build-ods';
import { odsReader } from '../../../files/odf/ods-reader-python';
import { countRu } from '../../../text/plural-ru';
import type { SeededRandom } from '../../seeded-random';
import { fieldAnswer, type Difficulty, type GeneratedAnswer, type TaskGenerator } from '../../task-generator';

/**
 * Type 22: computing processes with durations and dependencies in 22.ods (ID, time in ms, the IDs it
 * depends on separated by «;», 0 for an independent one). Each process starts at the earliest moment,
 * independent ones run in parallel. The solution finds each process's finish in an order where every
 * dependency comes first (Kahn); the checker finds it again by a memoised recursion over the
 * dependencies and answers the time questions by scanning the timeline millisecond by millisecond.
 */
export type Process = { id: number; time: number; deps: number[] };

export type Family = 'makespan' | 'parallel' | 'segment' | 'finished' | 'unknown';

export type Params22 = {
  family: Family;
  /** The processes as the file lists them (by ID); for 'unknown' the hidden one shows time 0. */
  processes: Process[];
  /** 'finished': the moment T (ms). */
  moment?: number;
  /** 'unknown': the process whose time is hidden, and the known total time. */
  hidden?: number;
  total?: number;
};

export const header22 = ['ID процесса B', 'Время выполнения процесса B (мс)', 'ID процесса(ов) A'];

/** The file's row: dependencies as «1;3», a single one as a number, none as 0 (the exam's form). */
export function row22(p: Process): (string | number)[] {
  return [p.id, p.time, p.deps.length === 0 ? 0 : p.deps.length === 1 ? p.deps[0]! : p.deps.join(';')];
}

/** The processes back from the file's rows (the header skipped): what a test reads from the bytes. */
export function processesOfRows(rows: (string | number)[][]): Process[] {
  return rows.slice(1).map((r) => {
    const deps = typeof r[2] === 'number' ? [r[2]] : String(r[2]).split(';').map(Number);
    return { id: Number(r[0]), time: Number(r[1]), deps: deps.filter((d) => d !== 0) };
  });
}

type Times = Map<number, { start: number; finish: number }>;

/** Earliest start and finish of every process: Kahn's order, each process after all it depends on. */
function schedule(list: Process[]): Times | null {
  const byId = new Map(list.map((p) => [p.id, p]));
  const waiting = new Map(list.map((p) => [p.id, p.deps.length]));
  const dependents = new Map<number, number[]>(list.map((p) => [p.id, []]));
  for (const p of list) for (const d of p.deps) {
    if (!byId.has(d)) return null;
    dependents.get(d)!.push(p.id);
  }
  const times: Times = new Map();
  const ready = list.filter((p) => p.deps.length === 0).map((p) => p.id);
  while (ready.length > 0) {
    const id = ready.pop()!;
    const p = byId.get(id)!;
    const start = Math.max(0, ...p.deps.map((d) => times.get(d)!.finish));
    times.set(id, { start, finish: start + p.time });
    for (const next of dependents.get(id)!) {
      const left = waiting.get(next)! - 1;
      waiting.set(next, left);
      if (left === 0) ready.push(next);
    }
  }
  return times.size === list.length ? times : null;
}

const makespanOf = (times: Times): number => Math.max(...[...times.values()].map((t) => t.finish));

function withTime(list: Process[], id: number, time: number): Process[] {
  return list.map((p) => (p.id === id ? { ...p, time } : p));
}

/** Sweep over the start/finish events: the count between consecutive moments. */
function runs(times: Times): { from: number; to: number; count: number }[] {
  const events = [...times.values()].flatMap(({ start, finish }) => [
    { at: start, delta: 1 },
    { at: finish, delta: -1 },
  ]);
  events.sort((a, b) => a.at - b.at || a.delta - b.delta);
  const out: { from: number; to: number; count: number }[] = [];
  let now = 0;
  for (let i = 0; i < events.length; i++) {
    now += events[i]!.delta;
    const next = events[i + 1];
    if (next && next.at > events[i]!.at) out.push({ from: events[i]!.at, to: next.at, count: now });
  }
  return out;
}

function solve(p: Params22): GeneratedAnswer | null {
  const times = schedule(p.processes);
  if (!times) return null;
  switch (p.family) {
    case 'makespan':
      return fieldAnswer(makespanOf(times));
    case 'parallel': {
      const best = Math.max(...runs(times).map((r) => r.count));
      return best >= 2 ? fieldAnswer(best) : null;
    }
    case 'segment': {
      const pieces = runs(times);
      const best = Math.max(...pieces.map((r) => r.count));
      let longest = 0;
      let current = 0;
      for (const r of pieces) {
        current = r.count === best ? current + (r.to - r.from) : 0;
        longest = Math.max(longest, current);
      }
      return best >= 2 ? fieldAnswer(longest) : null;
    }
    case 'finished': {
      const count = [...times.values()].filter((t) => t.finish <= p.moment!).length;
      return count > 0 && count < p.processes.length ? fieldAnswer(count) : null;
    }
    case 'unknown': {
      // The total grows with the hidden time only once the path through it is the longest:
      // largest time = total − (earliest start of the hidden one) − (the longest chain after it).
      const hidden = p.hidden!;
      const zero = schedule(withTime(p.processes, hidden, 0))!;
      const start = zero.get(hidden)!.start;
      const tail = new Map<number, number>();
      const order = [...zero.entries()].sort((a, b) => b[1].start - a[1].start || b[1].finish - a[1].finish);
      const dependents = new Map<number, number[]>(p.processes.map((q) => [q.id, []]));
      for (const q of p.processes) for (const d of q.deps) dependents.get(d)!.push(q.id);
      const timeOf = new Map(p.processes.map((q) => [q.id, q.id === hidden ? 0 : q.time]));
      // Processes by decreasing start: each one's dependents start no earlier, so their tails are known.
      for (const [id] of order) tail.set(id, timeOf.get(id)! + Math.max(0, ...dependents.get(id)!.map((n) => tail.get(n)!)));
      const after = Math.max(0, ...dependents.get(hidden)!.map((n) => tail.get(n)!));
      const answer = p.total! - start - after;
      return answer > 0 && makespanOf(zero) < p.total! ? fieldAnswer(answer) : null;
    }
  }
}

/** The checker: finishes by memoised recursion, the timeline scanned ms by ms, the hidden time tried one by one. */
function check(p: Params22): GeneratedAnswer | null {
  const finishes = (list: Process[]): Map<number, number> | null => {
    const byId = new Map(list.map((q) => [q.id, q]));
    const memo = new Map<number, number>();
    const onPath = new Set<number>();
    const finish = (id: number): number => {
      const known = memo.get(id);
      if (known !== undefined) return known;
      const q = byId.get(id);
      if (!q || onPath.has(id)) throw new Error('cycle or unknown');
      onPath.add(id);
      let start = 0;
      for (const d of q.deps) start = Math.max(start, finish(d));
      onPath.delete(id);
      memo.set(id, start + q.time);
      return start + q.time;
    };
    try {
      for (const q of list) finish(q.id);
    } catch {
      return null;
    }
    return memo;
  };
  const fin = finishes(p.processes);
  if (!fin) return null;
  const total = Math.max(...fin.values());
  if (p.family === 'makespan') return fieldAnswer(total);
  if (p.family === 'finished') {
    let count = 0;
    for (const f of fin.values()) if (f <= p.moment!) count++;
    return count > 0 && count < p.processes.length ? fieldAnswer(count) : null;
  }
  if (p.family === 'unknown') {
    const hidden = p.hidden!;
    let best = 0;
    for (let t = 1; t <= p.total!; t++) {
      const f = finishes(withTime(p.processes, hidden, t))!;
      if (Math.max(...f.values()) === p.total) best = t;
    }
    const zero = Math.max(...finishes(withTime(p.processes, hidden, 0))!.values());
    return best > 0 && zero < p.total! ? fieldAnswer(best) : null;
  }
  // The count running in each millisecond [t, t + 1).
  const slots = new Array<number>(total).fill(0);
  for (const q of p.processes) {
    const f = fin.get(q.id)!;
    for (let t = f - q.time; t < f; t++) slots[t]!++;
  }
  const best = Math.max(...slots);
  if (best < 2) return null;
  if (p.family === 'parallel') return fieldAnswer(best);
  let longest = 0;
  let current = 0;
  for (const c of slots) {
    current = c === best ? current + 1 : 0;
    longest = Math.max(longest, current);
  }
  return fieldAnswer(longest);
}

/** Processes built in an order where each depends only on earlier ones; at difficulty 3 the IDs are shuffled. */
function drawProcesses(random: SeededRandom, difficulty: Difficulty): Process[] {
  const count = difficulty === 1 ? random.int(12, 20) : difficulty === 2 ? random.int(25, 45) : random.int(50, 80);
  const maxDeps = difficulty === 1 ? 2 : 3;
  const maxTime = difficulty === 1 ? 12 : random.pick([20, 25, 30]);
  const built: Process[] = [];
  for (let i = 1; i <= count; i++) {
    const deps = new Set<number>();
    if (i > 1 && random.next() >= 0.25) {
      const wanted = random.int(1, Math.min(maxDeps, i - 1));
      while (deps.size < wanted) deps.add(random.int(Math.max(1, i - 10), i - 1));
    }
    built.push({ id: i, time: random.int(1, maxTime), deps: [...deps] });
  }
  const label = difficulty === 3 ? [0, ...random.shuffle(Array.from({ length: count }, (_, i) => i + 1))] : Array.from({ length: count + 1 }, (_, i) => i);
  return built
    .map((p) => ({ id: label[p.id]!, time: p.time, deps: p.deps.map((d) => label[d]!).sort((a, b) => a - b) }))
    .sort((a, b) => a.id - b.id);
}

const families: Family[] = ['makespan', 'parallel', 'finished', 'unknown'];

const INTRO =
  '<p>В файле 22.ods содержится информация о совокупности <i>N</i> вычислительных процессов, которые могут выполняться параллельно или последовательно. Приостановка выполнения процесса не допускается. ' +
  'Будем говорить, что процесс B зависит от процесса A, если для выполнения процесса B необходимы результаты выполнения процесса A. ' +
  'В этом случае процессы могут выполняться только последовательно.</p>' +
  '<p>Информация о процессах представлена в файле в виде таблицы. В первом столбце таблицы указан идентификатор процесса (ID), ' +
  'во втором столбце таблицы — время его выполнения в миллисекундах, в третьем столбце перечислены с разделителем «;» ID процессов, ' +
  'от которых зависит данный процесс. Если процесс является независимым, то в таблице указано значение 0.</p>';
const PARALLEL = 'при условии, что все независимые друг от друга процессы могут выполняться параллельно';
const ASAP = 'Считайте, что каждый процесс начинается в самый ранний возможный момент (как только завершены все процессы, от которых он зависит) и все независимые друг от друга процессы могут выполняться параллельно.';
const TOUCH = 'Если один процесс завершается в тот же момент, когда начинается другой, эти процессы не считаются выполняющимися одновременно.';

const msForms = ['миллисекунду', 'миллисекунды', 'миллисекунд'] as const;

function question(p: Params22): string {
  switch (p.family) {
    case 'makespan':
      return `<p>Определите минимальное время, через которое завершится выполнение всей совокупности процессов, ${PARALLEL}.</p>`;
    case 'parallel':
      return `<p>Определите наибольшее количество процессов, которые выполняются одновременно в какой-либо момент времени. ${ASAP} ${TOUCH}</p>`;
    case 'segment':
      return `<p>Определите максимальную продолжительность отрезка времени (в мс), в течение которого одновременно выполняется максимальное количество процессов. ${ASAP} ${TOUCH}</p>`;
    case 'finished':
      return `<p>Определите, сколько процессов завершится за первые ${countRu(p.moment!, msForms)} (с момента начала работы до момента ${p.moment} мс включительно). ${ASAP}</p>`;
    case 'unknown':
      return (
        `<p>Время выполнения процесса с ID = ${p.hidden} неизвестно (в таблице для него указано значение 0). ` +
        `Известно, что минимальное время, через которое завершится выполнение всей совокупности процессов ${PARALLEL}, составляет ${p.total} мс. ` +
        `Определите наибольшее возможное время выполнения процесса с ID = ${p.hidden} (в мс).</p>`
      );
  }
}

const PY_SCHEDULE = `from functools import lru_cache

def deps_of(cell):
    # 0 — независимый процесс; одна зависимость записана числом, несколько — строкой «1;3».
    ids = [int(cell)] if isinstance(cell, float) else [int(x) for x in cell.split(';')]
    return [d for d in ids if d != 0]

table = [r for r in read_ods('22.ods')['Лист1'][1:] if r and r[0] != '']
time = {int(r[0]): int(r[1]) for r in table}
deps = {int(r[0]): deps_of(r[2]) for r in table}

def finishes(time):
    @lru_cache(None)
    def finish(pid):
        # Процесс начинается, когда завершены все процессы, от которых он зависит.
        return max([finish(d) for d in deps[pid]], default=0) + time[pid]
    return {pid: finish(pid) for pid in time}
`;

function pythonBody(p: Params22): string {
  switch (p.family) {
    case 'makespan':
      return 'print(max(finishes(time).values()))\n';
    case 'finished':
      return `T = ${p.moment}\nprint(sum(1 for f in finishes(time).values() if f <= T))\n`;
    case 'unknown':
      return `TOTAL = ${p.total}\nHIDDEN = ${p.hidden}\nbest = 0\nfor t in range(1, TOTAL + 1):\n    if max(finishes({**time, HIDDEN: t}).values()) == TOTAL:\n        best = t\nprint(best)\n`;
    case 'parallel':
    case 'segment': {
      const head = 'finish = finishes(time)\nend = max(finish.values())\n# Сколько процессов идёт в каждую миллисекунду [t; t + 1).\nrunning = [0] * end\nfor pid, f in finish.items():\n    for t in range(f - time[pid], f):\n        running[t] += 1\nbest = max(running)\n';
      if (p.family === 'parallel') return `${head}print(best)\n`;
      return `${head}longest = current = 0\nfor c in running:\n    current = current + 1 if c == best else 0\n    longest = max(longest, current)\nprint(longest)\n`;
    }
  }
}

function steps(p: Params22, value: string): string {
  const order =
    'Каждый процесс начинается, когда завершены все процессы, от которых он зависит: его начало — наибольшее из их времён окончания (0 у независимого), окончание = начало + время выполнения. ' +
    (p.processes.some((q) => q.deps.some((d) => d > q.id))
      ? 'Процесс может зависеть и от процесса с бо́льшим ID, поэтому окончание считаем рекурсивно (с запоминанием) или повторяем проходы по таблице, пока времена меняются.'
      : 'Каждый процесс зависит только от процессов с меньшими ID, поэтому времена можно вычислить одним проходом по таблице сверху вниз (в электронной таблице — формулой МАКС по ячейкам окончаний).');
  const first = `<p>Читаем таблицу из 22.ods. ${order}</p>`;
  switch (p.family) {
    case 'makespan':
      return `${first}<p>Вся совокупность завершится вместе с самым поздним процессом: ответ — наибольшее время окончания, ${value} мс.</p>`;
    case 'finished':
      return `${first}<p>Считаем процессы, у которых окончание не позже ${p.moment} мс. Ответ: ${value}.</p>`;
    case 'parallel':
      return `${first}<p>Процесс выполняется на полуинтервале [начало; окончание). Для каждой миллисекунды [t; t + 1) считаем, сколько процессов идёт в ней (или проходим по событиям «начало: +1», «окончание: −1», ставя окончания раньше начал в один момент). Наибольшее значение: ${value}.</p>`;
    case 'segment':
      return `${first}<p>Для каждой миллисекунды [t; t + 1) считаем, сколько процессов выполняется. Находим наибольшее количество и самую длинную серию подряд идущих миллисекунд с этим количеством — её длина и есть ответ: ${value} мс.</p>`;
    case 'unknown':
      return (
        `${first}<p>Пока неизвестное время мало, общее время не зависит от него; дальше общее время растёт вместе с ним. ` +
        `Наибольшее допустимое время: ${p.total} − (самое раннее начало процесса ${p.hidden}) − (самая длинная цепочка процессов, зависящих от него). ` +
        `Программа проверяет то же перебором: подставляет время t = 1, 2, … и запоминает последнее, при котором общее время равно ${p.total} мс. Ответ: ${value}.</p>`
      );
  }
}

export const type22Generator: TaskGenerator<Params22> = {
  type: 22,
  // 2: the 2026 form's «Приостановка выполнения процесса не допускается».
  version: 2,
  draw(random, difficulty) {
    const processes = drawProcesses(random, difficulty);
    let family: Family = random.pick(families);
    if (family === 'parallel' && difficulty === 3) family = 'segment';
    if (family === 'makespan' || family === 'parallel' || family === 'segment') return { family, processes };
    const times = schedule(processes)!;
    if (family === 'finished') {
      const finishes = [...times.values()].map((t) => t.finish).sort((a, b) => a - b);
      return { family, processes, moment: finishes[random.int(Math.floor(finishes.length / 4), Math.floor((3 * finishes.length) / 4))]! + random.int(0, 2) };
    }
    // The hidden process: one whose own chain is the longest, or not far from it.
    const total = makespanOf(times);
    const candidates = processes.filter((q) => times.get(q.id)!.finish + 0 >= total / 2);
    const hidden = random.pick(candidates);
    return { family, processes: withTime(processes, hidden.id, 0), hidden: hidden.id, total: total + random.int(0, difficulty === 1 ? 0 : 10) };
  },
  solve,
  check,
  render(p, answer) {
    const value = (answer as { value: string }).value;
    const python = `${odsReader}\n\n${PY_SCHEDULE}\n${pythonBody(p)}`;
    const file = buildOds([{ name: 'Лист1', rows: [header22, ...p.processes.map(row22)] }]);
    return { text: INTRO + question(p), files: [{ name: '22.ods', content: file }], steps: steps(p, value), python };
  },
};
