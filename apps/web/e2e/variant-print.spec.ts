import { expect, test, type Page } from '@playwright/test';
import { a4Points, readPdfPages, type PdfPage } from './pdf-pages';
import { attachmentName } from './seed-trainer-tasks';
import { registerThroughApi, signInThroughApi, type TestUser } from './test-users';
import { seededTrainerTasks } from './trainer-tasks';
import { apiAs, demoAuthor } from './upload-helpers';
import { createVariantThroughApi, uniqueVariantName } from './variant-solving-helpers';

// Issue 29 §3, decision 072: a variant printed for a lesson without computers, and its answer key.

const demoTeacher: TestUser = { username: 'teacher', email: '', password: 'teacher-demo-1' };
const pictureText = 'E2E-ПЕЧАТЬ. На рисунке — схема дорог. Сколько дорог выходит из пункта А?';
// What only the app's chrome and the print page's own toolbar say: none of it belongs on paper.
const chrome = /Тренажер|Теория|Выйти|Вход|ЕГЭ Информатика|К варианту|Ключ ответов|Печать|Сохранить как PDF/;

/** A picture the way a statement has one: a road map drawn in the browser and taken as a PNG. */
async function drawRoadMap(page: Page): Promise<Buffer> {
  const towns = [
    ['А', 40, 80],
    ['Б', 160, 30],
    ['В', 160, 130],
    ['Г', 280, 80],
  ] as const;
  const roads = [[0, 1], [0, 2], [0, 3], [1, 3], [2, 3]] as const;
  const line = ([a, b]: readonly [number, number]) => {
    const [, x1, y1] = towns[a]!;
    const [, x2, y2] = towns[b]!;
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#222" stroke-width="2"/>`;
  };
  const town = ([name, x, y]: readonly [string, number, number]) =>
    `<circle cx="${x}" cy="${y}" r="16" fill="#fff" stroke="#222" stroke-width="2"/><text x="${x}" y="${y + 6}" font-size="18" text-anchor="middle">${name}</text>`;
  await page.setContent(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160" style="background:#fff">${roads.map(line).join('')}${towns.map(town).join('')}</svg>`);
  return page.locator('svg').screenshot();
}

/** A task with a picture, as an author uploads it; of a subject of its own, so no other spec's draw meets it. */
async function uploadPictureTask(page: Page, playwright: Parameters<typeof apiAs>[0], baseURL: string | undefined): Promise<number> {
  const picture = await drawRoadMap(page);
  const { api, auth } = await apiAs(playwright, baseURL, demoAuthor);
  try {
    const response = await api.post('/api/tasks/', {
      headers: auth,
      multipart: {
        subject: 'e2e-print',
        type: '1',
        difficulty: '1',
        answer_type: 'field',
        answer: '3',
        text: `<p>${pictureText}</p>`,
        image: { name: 'схема.png', mimeType: 'image/png', buffer: picture },
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { id: number }).id;
  } finally {
    await api.dispose();
  }
}

async function printedPages(page: Page): Promise<PdfPage[]> {
  await expect(page.locator('[data-print-ready]')).toBeAttached();
  const pages = await readPdfPages(await page.pdf({ format: 'A4' }));
  // Chromium rounds A4 to its own inches (8.27 × 11.7): within a point of 210 × 297 mm.
  for (const { width, height } of pages) {
    expect(Math.abs(width - a4Points.width)).toBeLessThan(1);
    expect(Math.abs(height - a4Points.height)).toBeLessThan(1);
  }
  return pages;
}

test('a teacher prints a variant on A4: numbered tasks with their picture and files, the answer sheet on a page of its own; the key has every answer', async ({
  page,
  playwright,
  baseURL,
}) => {
  const tasks = seededTrainerTasks();
  const picture = await uploadPictureTask(page, playwright, baseURL);
  const access = await signInThroughApi(page, demoTeacher);
  const name = uniqueVariantName('E2E печать');
  // 1, the picture's 1, 9 with a file, the block (numbers 4–6), 27 (a 2×2 table), 17 with 17.txt.
  const order = [tasks.field, picture, tasks.withFile, ...tasks.block, tasks.table27, tasks.python17];
  const id = await createVariantThroughApi(page.request, access, { name, tasks: order, mode: 'KEGE', show_results_mode: 'after' });

  await page.goto(`/variant/${id}`);
  await page.getByRole('link', { name: 'Печать' }).click();
  await expect(page).toHaveURL(new RegExp(`/variant/${id}/print$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Рисунок к заданию 2' })).toHaveJSProperty('complete', true);
  expect(await page.getByRole('img', { name: 'Рисунок к заданию 2' }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  const pages = await printedPages(page);
  expect(pages.length).toBeGreaterThanOrEqual(2);
  const sheet = pages.at(-1)!;
  const statements = pages.slice(0, -1);
  const all = pages.map((printed) => printed.text).join(' ');
  // The answer sheet alone on the last page: a row per number, no statement.
  expect(sheet.text).toMatch(/^Бланк ответов Фамилия, имя Класс Дата № задания Ответ 1 2 3 4 5 6 7 8/);
  expect(sheet.text).not.toMatch(/E2E-/);
  for (const printed of statements) expect(printed.text).not.toContain('Бланк ответов');
  expect(statements[0]!.text).toMatch(new RegExp(`^${name} 8 заданий · онлайн: ${baseURL}/variant/${id} Фамилия, имя Класс Дата`));
  // Each task under its number (the type where the number is not it), the block's questions numbered 4, 5, 6.
  const numbered = ['Задание 1 E2E-1. Между', 'Задание 2 (тип 1)', 'Задание 3 (тип 9) E2E-9.', 'Задания 4–6 E2E-БЛОК.', 'Задание 4 (тип 19) Укажите', 'Задание 5 (тип 20) Найдите', 'Задание 6 (тип 21) Найдите', 'Задание 7 (тип 27) E2E-27.', 'Задание 8 (тип 17) E2E-17.'];
  for (const heading of numbered) expect(all).toContain(heading);
  expect(all).toContain(pictureText);
  // The files by name with the address to download them from.
  expect(all).toMatch(new RegExp(`Файлы: ${attachmentName} — ${baseURL}/media/\\S+`));
  expect(all).toMatch(new RegExp(`Файлы: 17\\.txt — ${baseURL}/media/\\S+`));
  // The picture is printed on the page that has its task.
  expect(statements.find((printed) => printed.text.includes(pictureText))?.hasImage).toBe(true);
  expect(all).not.toMatch(chrome);

  await page.getByRole('link', { name: 'Ключ ответов' }).click();
  await expect(page).toHaveURL(new RegExp(`/variant/${id}/print\\?key=1$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Ключ ответов' })).toBeVisible();
  const key = await printedPages(page);
  expect(key).toHaveLength(1);
  const rows = [
    `1 тип 1, id ${tasks.field} 42`,
    `2 тип 1, id ${picture} 3`,
    `3 тип 9, id ${tasks.withFile} 15`,
    `4 тип 19, id ${tasks.block[0]} 20`,
    `5 тип 20, id ${tasks.block[1]} 10 18`,
    `6 тип 21, id ${tasks.block[2]} 17`,
    `7 тип 27, id ${tasks.table27} 1 2 3 4`,
    `8 тип 17, id ${tasks.python17} 4 70`,
  ];
  expect(key[0]!.text).toBe(`Ключ ответов ${name} Для учителя: не раздавайте ученикам. № Задание Ответ ${rows.join(' ')}`);
});

test('a student gets no answer key: no button on the print page, a notice at its address, 403 from the server', async ({ page, request }) => {
  const tasks = seededTrainerTasks();
  const student = await registerThroughApi(request);
  await signInThroughApi(page, student);
  const id = await createVariantThroughApi(request, student.access, { name: uniqueVariantName('E2E печать ученика'), tasks: [tasks.field, tasks.table27], mode: 'KEGE', show_results_mode: 'after' });

  await page.goto(`/variant/${id}/print`);
  await expect(page.locator('[data-print-ready]')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Печать' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ключ ответов' })).toHaveCount(0);

  await page.goto(`/variant/${id}/print?key=1`);
  await expect(page.getByText('Ключ ответов доступен только преподавателям, авторам и администраторам')).toBeVisible();
  await expect(page.getByText('42')).toHaveCount(0);

  const refused = await request.get(`/api/tasks/variants/${id}/answer-key/`, { headers: { Authorization: `Bearer ${student.access}` } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ detail: 'Ключ ответов доступен только преподавателям, авторам и администраторам' });
});
