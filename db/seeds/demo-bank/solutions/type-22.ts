import type { DemoSolution } from '../demo-task';
import { odsReader } from '@ege/core/files/odf/ods-reader-python';
import { python } from '@ege/core/files/python-source';

const method =
  '<p>Читаем таблицу из 22.ods (рядом с программой) стандартными средствами Python: .ods — это zip-архив, ' +
  'а ячейки лежат в content.xml. Каждый процесс зависит только от процессов с меньшими ID, поэтому, идя по строкам ' +
  'по порядку, для каждого процесса считаем самое раннее начало — наибольшее из времён окончания процессов, от которых он зависит ' +
  '(0 у независимого), — и окончание = начало + время.</p>';

const schedule = python`
  def deps_of(cell):
      # 0 — независимый процесс, одно число хранится числом, несколько — строкой «1;3».
      ids = [int(cell)] if isinstance(cell, float) else [int(x) for x in cell.split(';')]
      return [d for d in ids if d != 0]

  def schedule(rows):
      start, finish = {}, {}
      for pid, time, deps in rows:
          start[pid] = max([finish[d] for d in deps], default=0)
          finish[pid] = start[pid] + time
      return start, finish

  rows = [(int(r[0]), int(r[1]), deps_of(r[2])) for r in read_ods('22.ods')['Лист1'][1:] if r and r[0] != '']
`;

const head = `${odsReader}\n\n${schedule}\n`;

/** Type 22: process schedules from the .ods table. */
export const type22Solutions: Record<string, DemoSolution> = {
  't22-1': {
    steps: method + '<ol><li>Всё завершится, когда закончится самый поздний процесс: берём максимум окончаний.</li><li>Ответ: 30.</li></ol>',
    python: `${head}\n${python`
      start, finish = schedule(rows)
      print(max(finish.values()))
    `}`,
  },
  't22-2': {
    steps: method + '<ol><li>Ответ — наибольшее время окончания среди всех процессов.</li><li>Ответ: 131.</li></ol>',
    python: `${head}\n${python`
      start, finish = schedule(rows)
      print(max(finish.values()))
    `}`,
  },
  't22-3': {
    steps: method + '<ol><li>Считаем процессы, окончание которых не позже 30 мс (включительно).</li><li>Ответ: 11.</li></ol>',
    python: `${head}\n${python`
      start, finish = schedule(rows)
      print(sum(1 for t in finish.values() if t <= 30))
    `}`,
  },
  't22-4': {
    steps:
      method +
      '<ol><li>Общее время только растёт вместе с неизвестным временем процесса 9, поэтому перебираем его от 1 ' +
      'и запоминаем последнее, при котором общее время равно данному в условии (58 мс из текста задачи).</li><li>Ответ: 28.</li></ol>',
    python: `${head}\n${python`
      TOTAL = 58
      UNKNOWN = 9
      best = 0
      for t in range(1, TOTAL + 1):
          trial = [(pid, t if pid == UNKNOWN else time, deps) for pid, time, deps in rows]
          if max(schedule(trial)[1].values()) == TOTAL:
              best = t
      print(best)
    `}`,
  },
  't22-5': {
    steps:
      method +
      '<ol><li>Каждый процесс идёт на полуинтервале [начало; окончание). Превращаем процессы в события: +1 в момент начала, −1 в момент окончания.</li>' +
      '<li>Сортируем события по времени, при равном времени окончания идут раньше начал (соприкасающиеся процессы не одновременны), ' +
      'и ищем наибольшее значение счётчика.</li><li>Ответ: 13.</li></ol>',
    python: `${head}\n${python`
      start, finish = schedule(rows)
      events = sorted([(t, 1) for t in start.values()] + [(t, -1) for t in finish.values()])
      running = best = 0
      for _, delta in events:
          running += delta
          best = max(best, running)
      print(best)
    `}`,
  },
};
