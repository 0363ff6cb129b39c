import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { finishExamThroughApi, signInFreshStudent, startExamThroughApi } from './exam-helpers';
import { registerThroughApi, signInThroughApi } from './test-users';
import { seededTrainerTasks } from './trainer-tasks';
import { createVariantThroughApi, uniqueVariantName } from './variant-solving-helpers';

// Python runs in the page's worker (Pyodide): a cold load on 2 busy cores takes several seconds.
const pythonReady = 20_000;

const solution17 = ["a = [int(line) for line in open('17.txt')]", 'b = [x for x in a if x % 7 == 0]', 'print(len(b))', 'print(max(b))'].join('\n');

const entities: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };

/** The program of a task's 'Разбор', as staff read it (a student gets it only after solving). */
async function solutionProgramAsAdmin(newContext: () => Promise<APIRequestContext>, id: number): Promise<string | null> {
  const api = await newContext();
  try {
    const login = await api.post('/api/users/login/', { data: { username: 'admin', password: 'admin-demo-1' } });
    const { access } = (await login.json()) as { access: string };
    const task = (await (await api.get(`/api/tasks/task/${id}/`, { headers: { Authorization: `Bearer ${access}` } })).json()) as { solution: string | null };
    const code = /<pre><code[^>]*>([\s\S]*?)<\/code><\/pre>/.exec(task.solution ?? '')?.[1];
    if (code === undefined) return null;
    return code.replace(/&(lt|gt|amp|quot|#39|#x27);/g, (entity) => entities[entity] ?? entity);
  } finally {
    await api.dispose();
  }
}

function editorOf(page: Page) {
  return page.getByRole('textbox', { name: 'Программа на Python' });
}

/** Replaces the editor's text as a paste would (typing would auto-indent each new line again). */
async function writeCode(page: Page, code: string): Promise<void> {
  const editor = editorOf(page);
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
}

async function run(page: Page, status: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Запустить', exact: true }).click();
  await expect(page.getByTestId('python-status')).toHaveText(status, { timeout: pythonReady });
}

test('a type-17 task solved by a program that reads its file: run, "Вставить в ответ", "Проверить" → right', async ({ page }) => {
  const { python17 } = seededTrainerTasks();
  const student = await registerThroughApi(page.request);
  await signInThroughApi(page, student);
  await page.goto(`/trainer/task/${python17}`);
  await page.getByRole('button', { name: 'Решить на Python' }).click();
  await expect(page.getByText('Файлы задания лежат рядом с программой: 17.txt.')).toBeVisible();
  await expect(editorOf(page)).toContainText("open(\"17.txt\")");

  await writeCode(page, solution17);
  await run(page, /^Программа завершилась /);
  await expect(page.getByTestId('python-output')).toHaveText('4\n70\n');
  await page.getByRole('button', { name: 'Вставить в ответ' }).click();
  await expect(page.getByRole('textbox', { name: 'Ячейка 1.1' })).toHaveValue('4');
  await expect(page.getByRole('textbox', { name: 'Ячейка 1.2' })).toHaveValue('70');
  // Inserting is no attempt: only 'Проверить' is.
  await expect(page.getByText(/Попытк/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByText('Верно!', { exact: true })).toBeVisible();
});

// Apart from the run above: each page that opens the panel loads Pyodide, and three loads in one test sat near its
// budget on a slow machine. Here nothing waits for Python: the code is the server's and the browser's.
test('the code typed in the panel follows the student to a reload and to another browser', async ({ page, browser }) => {
  const { python17 } = seededTrainerTasks();
  const student = await registerThroughApi(page.request);
  await signInThroughApi(page, student);
  await page.goto(`/trainer/task/${python17}`);
  await page.getByRole('button', { name: 'Решить на Python' }).click();
  await writeCode(page, solution17);
  await expect(page.getByTestId('python-save-status')).toHaveText('Код сохранён');
  await page.reload();
  await page.getByRole('button', { name: 'Решить на Python' }).click();
  await expect(editorOf(page)).toContainText('print(max(b))');
  await page.close();

  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await signInThroughApi(second, student);
    await second.goto(`/trainer/task/${python17}`);
    await second.getByRole('button', { name: 'Решить на Python' }).click();
    await expect(editorOf(second)).toContainText("b = [x for x in a if x % 7 == 0]");
  } finally {
    await other.close();
  }
});

test('an endless loop stops within a second of "Остановить", and the next run works', async ({ page }) => {
  const { field } = seededTrainerTasks();
  const student = await registerThroughApi(page.request);
  await signInThroughApi(page, student);
  await page.goto(`/trainer/task/${field}`);
  await page.getByRole('button', { name: 'Решить на Python' }).click();
  await writeCode(page, 'while True:\n    pass');
  await run(page, /^Программа выполняется/);
  const stop = page.getByRole('button', { name: 'Остановить' });
  await stop.click();
  await expect(page.getByTestId('python-status')).toHaveText('Программа остановлена.', { timeout: 1_000 });

  await writeCode(page, 'print(6 * 7)');
  await run(page, /^Программа завершилась /);
  await expect(page.getByTestId('python-output')).toHaveText('42\n');
});

test('input() reads the box line by line, and an error names its line', async ({ page }) => {
  const { field } = seededTrainerTasks();
  const student = await registerThroughApi(page.request);
  await signInThroughApi(page, student);
  await page.goto(`/trainer/task/${field}`);
  await page.getByRole('button', { name: 'Решить на Python' }).click();
  await writeCode(page, "name = input()\nprint('Привет,', name)\nprint(int(input()) * 2)");
  await page.getByLabel('Ввод для input()').fill('Петя\n21');
  await run(page, /^Программа завершилась /);
  await expect(page.getByTestId('python-output')).toHaveText('Привет, Петя\n42\n');

  await writeCode(page, 'x = 1\nprint(y)');
  await run(page, /^Ошибка в строке 2\.$/);
  await expect(page.getByTestId('python-output')).toContainText("NameError: name 'y' is not defined");
});

test('in a variant each task has its own code, and "Вставить в ответ" fills that task’s answer', async ({ page }) => {
  const { python17, type5 } = seededTrainerTasks();
  const student = await registerThroughApi(page.request);
  const id = await createVariantThroughApi(page.request, student.access, { name: uniqueVariantName('Python'), tasks: [python17, type5], mode: 'KEGE', show_results_mode: 'after' });
  await signInThroughApi(page, student);
  await page.goto(`/variant/${id}`);
  await page.getByRole('button', { name: 'Решить на Python' }).click();
  await writeCode(page, solution17);
  await run(page, /^Программа завершилась /);
  await page.getByRole('button', { name: 'Вставить в ответ' }).click();
  await expect(page.getByRole('textbox', { name: 'Ячейка 1.1' })).toHaveValue('4');
  await expect(page.getByRole('textbox', { name: 'Ячейка 1.2' })).toHaveValue('70');
});

test('at the rehearsal’s station a task’s own program reads its files, its answer goes in with "Вставить в ответ", nothing says whether it is right, and the finished rehearsal counts it', async ({ page, playwright, baseURL }) => {
  const access = await signInFreshStudent(page);
  const exam = await startExamThroughApi(page.request, access);
  // The first task with files whose 'Разбор' has a program (the draw is random; the demo bank's all have one).
  let task: (typeof exam.tasks)[number] | undefined;
  let program: string | null = null;
  for (const candidate of exam.tasks.filter((item) => item.attachments.length > 0 && item.number < 19)) {
    program = await solutionProgramAsAdmin(() => playwright.request.newContext({ baseURL }), candidate.id);
    if (program !== null) {
      task = candidate;
      break;
    }
  }
  expect(task, 'a task of the rehearsal with files and a program in its Разбор').toBeDefined();
  await page.goto(`/exam/${exam.id}?n=${task!.number}`);
  await page.getByRole('button', { name: 'Решить на Python' }).click();
  await expect(page.getByText(`Файлы задания лежат рядом с программой: ${task!.attachments.map((file) => file.file).join(', ')}.`)).toBeVisible();
  await writeCode(page, program!);
  await run(page, /^Программа завершилась /);
  await page.getByRole('button', { name: 'Вставить в ответ' }).click();
  const answer = page.getByRole('region', { name: 'Ответ на задание' });
  await expect(answer.getByRole('textbox').first()).not.toHaveValue('');
  await expect(page.getByText(/Верно|Неверно/)).toHaveCount(0);
  // The station saves what was inserted as it saves what is typed; the finish checks it.
  await expect(page.getByTestId('exam-save-status')).toHaveText('Сохранено');
  await finishExamThroughApi(page.request, access, exam.id);
  const result = await page.request.get(`/api/exam/${exam.id}/result/`, { headers: { Authorization: `Bearer ${access}` } });
  const items = ((await result.json()) as { items: { task_id: number; is_correct: boolean }[] }).items;
  expect(items.find((item) => item.task_id === task!.id)?.is_correct).toBe(true);
});

test('on a phone the editor stands under the statement, full width, and the page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const { python17 } = seededTrainerTasks();
  const student = await registerThroughApi(page.request);
  await signInThroughApi(page, student);
  await page.goto(`/trainer/task/${python17}`);
  await page.getByRole('button', { name: 'Решить на Python' }).click();
  const statement = page.getByRole('article', { name: 'Условие задания' });
  const panel = page.getByRole('region', { name: 'Решение на Python' });
  await expect(editorOf(page)).toBeVisible();
  const [above, below] = [await statement.boundingBox(), await panel.boundingBox()];
  expect(below!.y).toBeGreaterThanOrEqual(above!.y + above!.height);
  expect(below!.width).toBeGreaterThan(300);
  await writeCode(page, `print('${'x'.repeat(200)}')`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('nothing of Python or the editor loads until the panel opens', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(request.url()));
  const { python17 } = seededTrainerTasks();
  const student = await registerThroughApi(page.request);
  await signInThroughApi(page, student);
  await page.goto('/');
  await page.goto(`/trainer/task/${python17}`);
  await expect(page.getByRole('button', { name: 'Решить на Python' })).toBeVisible();
  // The button's own few lines come with the page; the panel, the editor, the worker and Pyodide do not.
  expect(loaded.filter((url) => /pyodide|\/python-panel-|python-editor|python-worker|codemirror/.test(url))).toEqual([]);
  await page.getByRole('button', { name: 'Решить на Python' }).click();
  await expect(editorOf(page)).toBeVisible();
  await expect.poll(() => loaded.some((url) => /pyodide/.test(url)), { timeout: pythonReady }).toBe(true);
});

test('"Запустить программу" in the worked solution runs its program in the panel, which can be changed and run again', async ({ page }) => {
  const { code } = seededTrainerTasks();
  const student = await registerThroughApi(page.request);
  await signInThroughApi(page, student);
  await page.goto(`/trainer/task/${code}`);
  await page.getByRole('button', { name: 'Показать ответ' }).click();
  await page.getByRole('dialog', { name: 'Показать ответ?' }).getByRole('button', { name: 'Да, показать ответ' }).click();
  const worked = page.getByRole('region', { name: 'Разбор' });
  await worked.getByRole('button', { name: /Показать/ }).click();
  await worked.getByRole('button', { name: 'Запустить программу' }).click();
  const panel = page.getByRole('region', { name: 'Программа из разбора' });
  await expect(panel.getByTestId('python-status')).toHaveText(/^Программа завершилась /, { timeout: pythonReady });
  await expect(panel.getByTestId('python-output')).toHaveText(/^\d+\n$/);
  await expect(editorOf(page)).toContainText('print(sum(1 for n in range(1, 10 ** 6)');

  await writeCode(page, 'print(6 * 7)');
  await run(page, /^Программа завершилась /);
  await expect(panel.getByTestId('python-output')).toHaveText('42\n');
});

test('without a network the code is kept in this browser, and it reaches the server when the network is back', async ({ page, context }) => {
  const { python17 } = seededTrainerTasks();
  const student = await registerThroughApi(page.request);
  await signInThroughApi(page, student);
  await page.goto(`/trainer/task/${python17}`);
  await page.getByRole('button', { name: 'Решить на Python' }).click();
  await expect(editorOf(page)).toBeVisible();
  await context.setOffline(true);
  await writeCode(page, "print('без сети')");
  await expect(page.getByTestId('python-save-status')).toHaveText('Нет связи: код сохранён в браузере');
  await context.setOffline(false);
  await expect(page.getByTestId('python-save-status')).toHaveText('Код сохранён');
  const saved = await page.request.get(`/api/tasks/${python17}/code/`, { headers: { Authorization: `Bearer ${student.access}` } });
  expect(((await saved.json()) as { code: string }).code).toBe("print('без сети')");
});
