import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seededTrainerTasks } from '../e2e/trainer-tasks';
import { registerThroughApi, type TestUser } from '../e2e/test-users';
import { openScreenContext, screenPasses } from './screen-passes';
import { shotsDir } from './shots-dir';

// npm run screenshots -w @ege/web: the comments under a trainer task, for a look by eye (not a test).
const outDir = shotsDir('comments');

type Author = TestUser & { access: string };

/** The section alone, cut out of a full-page picture: taller than the screen, it would get the sticky header over it. */
async function shootSection(page: Page, name: string, settle = true): Promise<void> {
  if (settle) await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  // The floating 'Следующее задание' would land in the middle of a full-page picture.
  await page.addStyleTag({ content: '.mantine-Affix-root { display: none !important; }' });
  await page.waitForTimeout(300);
  const box = await page.getByRole('region', { name: /^Комментарии/ }).boundingBox();
  if (!box) throw new Error('No comments section on the page');
  const margin = 8;
  await page.screenshot({
    path: `${outDir}/${name}.png`,
    fullPage: true,
    clip: { x: Math.max(0, box.x - margin), y: Math.max(0, box.y - margin), width: box.width + 2 * margin, height: box.height + 2 * margin },
  });
}

async function post(api: APIRequestContext, author: Author, taskId: number, text: string, parent: number | null = null): Promise<number> {
  const response = await api.post('/api/comments/', {
    data: { text, content_type: 'task', app_label: 'tasks', object_id: taskId, parent },
    headers: { Authorization: `Bearer ${author.access}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

/** A picture to attach: a small "chart" drawn by the browser itself, so no fixture file is needed. */
async function drawPicture(page: Page, hue: number): Promise<Buffer> {
  await page.setContent(`<div id="p" style="width:320px;height:200px;display:flex;align-items:flex-end;gap:12px;padding:16px;box-sizing:border-box;
    background:linear-gradient(135deg,hsl(${hue} 70% 92%),hsl(${hue + 40} 70% 80%));font:16px sans-serif">
    ${[40, 90, 60, 150, 110].map((h) => `<div style="width:40px;height:${h}px;background:hsl(${hue} 60% 45%);border-radius:4px"></div>`).join('')}</div>`);
  return page.locator('#p').screenshot();
}

test('screenshots of the comments section', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(300_000);
  const tasks = seededTrainerTasks();
  const register = async () => {
    const api = await playwright.request.newContext({ baseURL });
    try {
      return await registerThroughApi(api);
    } finally {
      await api.dispose();
    }
  };
  const [anna, boris] = [await register(), await register()];

  // One thread for every pass: images, replies to depth 4, votes, an edit and a deleted comment with a reply.
  const api = await playwright.request.newContext({ baseURL });
  const drawing = await browser.newPage();
  const root = await post(api, anna, tasks.comments, 'Не понимаю, почему ответ 7.\nПробовала считать по таблице истинности — получается 8. Где ошибка?');
  for (const hue of [220, 150]) {
    const picture = await drawPicture(drawing, hue);
    const attached = await api.post(`/api/comments/${root}/attachments/`, {
      multipart: { file: { name: `график-${hue}.png`, mimeType: 'image/png', buffer: picture } },
      headers: { Authorization: `Bearer ${anna.access}` },
    });
    expect(attached.status(), await attached.text()).toBe(200);
  }
  await drawing.close();
  const reply1 = await post(api, boris, tasks.comments, 'Строка с x = 1, y = 0 не подходит: там импликация ложна.', root);
  const reply2 = await post(api, anna, tasks.comments, 'Точно, спасибо! Забыла про неё.', reply1);
  const reply3 = await post(api, boris, tasks.comments, 'Бывает. Проверяй каждую строку отдельно.', reply2);
  await post(api, anna, tasks.comments, 'Так и сделаю, теперь сходится 🙂', reply3);
  const doomed = await post(api, boris, tasks.comments, 'Ответ в задаче неверный!');
  await post(api, anna, tasks.comments, 'Он верный, перечитай условие: нужны различные значения.', doomed);
  await api.delete(`/api/comments/${doomed}/`, { headers: { Authorization: `Bearer ${boris.access}` } });
  const edited = await post(api, anna, tasks.comments, 'Подсказка: удобнее перебирать программой, а не вручную.');
  await api.put(`/api/comments/${edited}/`, { data: { text: 'Подсказка: удобнее перебирать программой (itertools.product), а не вручную.' }, headers: { Authorization: `Bearer ${anna.access}` } });
  await api.post(`/api/comments/${root}/like/`, { data: { is_like: true }, headers: { Authorization: `Bearer ${boris.access}` } });
  await api.post(`/api/comments/${reply1}/like/`, { data: { is_like: true }, headers: { Authorization: `Bearer ${anna.access}` } });
  await api.post(`/api/comments/${edited}/like/`, { data: { is_like: false }, headers: { Authorization: `Bearer ${anna.access}` } });
  await api.dispose();

  for (const pass of screenPasses) {
    const { suffix } = pass;
    const context = await openScreenContext(browser, pass, anna.access);
    const page = await context.newPage();

    await page.goto(`/trainer/task/${tasks.comments}`);
    await page.getByRole('article', { name: `Комментарий ${boris.username}` }).first().waitFor();
    await shootSection(page, `comments-${suffix}`);

    const section = page.getByRole('region', { name: /^Комментарии/ });
    await section.getByRole('button', { name: 'Отправить' }).first().click();
    await page.getByRole('article', { name: `Комментарий ${boris.username}` }).first().getByRole('button', { name: 'Ответить' }).click();
    await page.getByRole('article').filter({ hasText: 'Подсказка' }).getByRole('button', { name: 'Изменить' }).click();
    await shootSection(page, `comments-forms-${suffix}`);

    await page.getByRole('article').filter({ hasText: 'Не понимаю' }).getByRole('button', { name: 'Удалить' }).click();
    await page.getByRole('dialog', { name: 'Удалить комментарий?' }).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${outDir}/comments-delete-${suffix}.png` });
    await page.keyboard.press('Escape');

    await page.goto(`/trainer/task/${tasks.type5}`);
    await page.getByText('Пока нет комментариев. Будьте первым!').waitFor();
    await shootSection(page, `comments-empty-${suffix}`);

    await page.route('**/trpc/comments.list**', () => undefined);
    await page.goto(`/trainer/task/${tasks.comments}`);
    await page.getByRole('heading', { name: 'Задание 3', level: 1 }).waitFor();
    await page.getByRole('region', { name: /^Комментарии/ }).getByLabel('Загрузка комментариев').waitFor();
    await shootSection(page, `comments-loading-${suffix}`, false);
    await page.unroute('**/trpc/comments.list**');
    await page.route('**/trpc/comments.list**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { message: 'x', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, detail: 'Внутренняя ошибка сервера' } } }) }));
    await page.goto(`/trainer/task/${tasks.comments}`);
    await page.getByText('Не удалось загрузить комментарии').waitFor({ timeout: 15_000 });
    await shootSection(page, `comments-error-${suffix}`);
    await context.close();

    const guest = await openScreenContext(browser, pass);
    const guestPage = await guest.newPage();
    await guestPage.goto(`/trainer/task/${tasks.comments}`);
    await guestPage.getByText('Войдите, чтобы оставить комментарий.').waitFor();
    await guestPage.getByRole('article', { name: `Комментарий ${boris.username}` }).first().waitFor();
    await guestPage.waitForLoadState('networkidle');
    await guestPage.screenshot({ path: `${outDir}/comments-guest-${suffix}.png`, fullPage: true });
    await guest.close();
  }
});
