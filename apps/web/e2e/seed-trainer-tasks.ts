import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { insertBlock, insertTask } from '@ege/core/tasks/authoring/insert-task';
import { createPostgresFileStorage } from '@ege/core/storage/postgres-file-storage';
import { connectKnex } from '@ege/db/open-database';
import type { FullConfig } from '@playwright/test';
import type { SeededTrainerTasks } from './trainer-tasks';

// Tasks cannot be created through the API yet, so the e2e run puts its own known tasks straight into
// the fresh database of the server Playwright started (webServer is up before globalSetup runs).

export const attachmentName = 'e2e-числа.txt';
export const attachmentContent = '1 2 3 4 5\n';

// The road table of a real type 1 task: П1…П8, wider than a phone, so the 375 px spec can scroll it.
const roads: Record<string, number> = { '1-2': 12, '1-4': 30, '2-3': 18, '3-5': 24, '4-6': 15, '5-7': 21, '6-8': 27, '7-8': 16 };
const roadTable = [
  `<thead><tr><th></th>${[1, 2, 3, 4, 5, 6, 7, 8].map((j) => `<th>П${j}</th>`).join('')}</tr></thead>`,
  '<tbody>',
  ...[1, 2, 3, 4, 5, 6, 7, 8].map(
    (i) => `<tr><th>П${i}</th>${[1, 2, 3, 4, 5, 6, 7, 8].map((j) => `<td>${roads[`${Math.min(i, j)}-${Math.max(i, j)}`] ?? ''}</td>`).join('')}</tr>`,
  ),
  '</tbody>',
].join('');

const fieldTaskText = `
<p>E2E-1. Между населёнными пунктами построены дороги, протяжённость которых приведена в таблице.</p>
<table>${roadTable}</table>
<p>Программа на Python, которая здесь не нужна, но показывает блок кода:</p>
<pre><code>for x in range(10):
    print(x * 42)</code></pre>
<p>Сколько будет <code>6 * 7</code>? Ответ — одно число.</p>`;

// The file of the type-17 task that python-panel.spec.ts solves in the browser: 4 multiples of 7, the largest 70.
const python17File = ['14', '3', '21', '70', '5', '49', '-2'].join('\n') + '\n';

// A line of code longer than a phone is wide, in the statement and in the worked solution.
const longLine = 'print(sum(1 for n in range(1, 10 ** 6) if str(n) == str(n)[::-1] and n % 42 == 0 and n % 10 != 0))';

async function connectionStringOf(dataDir: string): Promise<string> {
  const server = JSON.parse(await readFile(join(dataDir, 'postgres.json'), 'utf8')) as { port: number; password: string };
  return `postgres://postgres:${encodeURIComponent(server.password)}@127.0.0.1:${server.port}/ege`;
}

/** Inserts the trainer's e2e tasks into the database of the server on `dataDir`; returns their ids. */
export async function seedTrainerTasks(dataDir: string): Promise<SeededTrainerTasks> {
  const attachmentKey = 'e2e/trainer-attachment.txt';
  const db = connectKnex(await connectionStringOf(dataDir), 2);
  try {
    const storage = createPostgresFileStorage(db);
    await storage.save(attachmentKey, Buffer.from(attachmentContent));
    await storage.save('e2e/solution.txt', Buffer.from('Решение: 6 * 7 = 42\n'));
    const field = await insertTask(db, {
      type: 1,
      difficulty: 1,
      text: fieldTaskText,
      answer: { kind: 'field', value: '42' },
      solution_document: 'e2e/solution.txt',
      seed_key: 'e2e-field',
    });
    const table27 = await insertTask(db, {
      type: 27,
      difficulty: 3,
      text: '<p>E2E-27. Найдите пары чисел для файлов A и B.</p>',
      answer: { kind: 'table', rows: [['1', '2'], ['3', '4']] },
      seed_key: 'e2e-table-27',
    });
    const type5 = await insertTask(db, {
      type: 5,
      difficulty: 2,
      text: '<p>E2E-5. Автомат получает на вход число N и строит новое число R. Укажите минимальное N, для которого R больше 100.</p>',
      answer: { kind: 'field', value: '13' },
      seed_key: 'e2e-type-5',
    });
    const withFile = await insertTask(db, {
      type: 9,
      difficulty: 2,
      text: '<p>E2E-9. Откройте файл электронной таблицы и найдите сумму чисел.</p>',
      answer: { kind: 'field', value: '15' },
      attachments: [{ file: attachmentKey, name: attachmentName }],
      seed_key: 'e2e-with-file',
    });
    const block = await insertBlock(db, {
      difficulty: 2,
      condition:
        '<p>E2E-БЛОК. Два игрока, Петя и Ваня, играют в игру с кучей камней. За ход можно добавить в кучу один камень или увеличить количество камней в куче в два раза. Игра завершается, когда в куче становится не менее 41 камня.</p>',
      questions: [
        { type: 19, question: '<p>Укажите минимальное значение S, при котором Ваня выигрывает первым ходом.</p>', answer: { kind: 'field', value: '20' } },
        { type: 20, question: '<p>Найдите два таких значения S, при которых у Пети есть выигрышная стратегия.</p>', answer: { kind: 'table', rows: [['10', '18']] } },
        { type: 21, question: '<p>Найдите минимальное значение S, при котором у Вани есть выигрышная стратегия.</p>', answer: { kind: 'field', value: '17' } },
      ],
      seed_key: 'e2e-block',
    });
    const comments = await insertTask(db, {
      type: 3,
      difficulty: 1,
      text: '<p>E2E-3. Задание для обсуждения: его комментарии пишет только trainer-comments.spec.ts.</p>',
      answer: { kind: 'field', value: '7' },
      seed_key: 'e2e-comments',
    });
    const code = await insertTask(db, {
      type: 6,
      difficulty: 2,
      text: `<p>E2E-6. Что напечатает программа?</p><pre><code>${longLine}</code></pre>`,
      answer: { kind: 'field', value: '42' },
      solution: `<p>Запустите программу:</p><pre><code class="language-python">${longLine}\n</code></pre>`,
      seed_key: 'e2e-code',
    });
    await storage.save('e2e/python-17.txt', Buffer.from(python17File));
    const python17 = await insertTask(db, {
      type: 17,
      difficulty: 1,
      text: '<p>E2E-17. В файле 17.txt — целые числа, по одному в строке. Найдите количество чисел, кратных 7, и наибольшее из них.</p>',
      answer: { kind: 'table', rows: [['4', '70']] },
      attachments: [{ file: 'e2e/python-17.txt', name: '17.txt' }],
      solution: `<p>Отберём кратные 7 и напечатаем их количество и наибольшее.</p><pre><code class="language-python">a = [int(line) for line in open('17.txt')]\nb = [x for x in a if x % 7 == 0]\nprint(len(b), max(b))\n</code></pre>`,
      seed_key: 'e2e-python-17',
    });
    return { field, table27, type5, withFile, block: block.taskIds, comments, code, python17 };
  } finally {
    await db.destroy();
  }
}

export default async function globalSetup(config: FullConfig): Promise<void> {
  const dataDir = config.webServer?.env?.DATA_DIR;
  if (!dataDir) throw new Error('The e2e webServer has no DATA_DIR');
  // Workers start after global setup and inherit its environment.
  process.env.E2E_TRAINER_TASKS = JSON.stringify(await seedTrainerTasks(dataDir));
}
