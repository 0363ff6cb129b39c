import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { seededTrainerTasks } from './trainer-tasks';
import { registerThroughApi, signInThroughApi, type TestUser } from './test-users';
import { onePixelPng, textFile } from './upload-helpers';

type Student = TestUser & { access: string };

const commentOf = (page: Page, username: string) => page.getByRole('article', { name: `Комментарий ${username}` });
const likeOf = (comment: Locator) => comment.getByRole('button', { name: /^Нравится/ });

/** A comment or reply written through REST, for threads a spec needs but does not type. */
async function postThroughApi(request: APIRequestContext, author: Student, taskId: number, text: string, parent: number | null): Promise<number> {
  const response = await request.post('/api/comments/', {
    data: { text, content_type: 'task', app_label: 'tasks', object_id: taskId, parent },
    headers: { Authorization: `Bearer ${author.access}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

async function chooseCommentImages(scope: Locator, page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await scope.getByRole('button', { name: 'Прикрепить изображение' }).click();
  await (await chooser).setFiles(files);
}

// One thread, told in order: the steps share the comments they write.
test.describe.configure({ mode: 'serial' });

let anna: Student;
let boris: Student;

test.beforeAll(async ({ playwright, baseURL }) => {
  // A context each: a second sign-up on one would carry the first one's cookie and need CSRF.
  const register = async () => {
    const api = await playwright.request.newContext({ baseURL });
    try {
      return await registerThroughApi(api);
    } finally {
      await api.dispose();
    }
  };
  anna = await register();
  boris = await register();
});

test('a student writes the first comment: blank text and a failed send are handled, an image goes along', async ({ page }) => {
  const { comments: taskId } = seededTrainerTasks();
  await signInThroughApi(page, anna);
  await page.goto(`/trainer/task/${taskId}`);
  const section = page.getByRole('region', { name: /^Комментарии/ });
  await expect(section.getByRole('heading', { name: 'Комментарии (0)' })).toBeVisible();
  await expect(section.getByText('Пока нет комментариев. Будьте первым!')).toBeVisible();

  let creates = 0;
  page.on('request', (request) => {
    if (request.url().includes('/trpc/comments.create')) creates += 1;
  });
  const form = section.getByRole('form', { name: 'Новый комментарий' });
  const text = form.getByRole('textbox', { name: 'Новый комментарий' });
  await text.fill('   \n  ');
  await form.getByRole('button', { name: 'Отправить' }).click();
  await expect(form.getByText('Комментарий не может быть пустым')).toBeVisible();
  expect(creates).toBe(0);

  // The browser checks the images first: not an image, over 10 MB.
  await chooseCommentImages(form, page, [textFile('числа.txt')]);
  await expect(form.getByText('Пожалуйста, выберите изображение')).toBeVisible();
  await chooseCommentImages(form, page, [{ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) }]);
  await expect(form.getByText('Файл слишком большой. Максимальный размер: 10MB')).toBeVisible();
  await chooseCommentImages(form, page, [{ name: 'схема.png', mimeType: 'image/png', buffer: onePixelPng }]);
  await expect(form.getByRole('listitem').filter({ hasText: 'схема.png' })).toBeVisible();
  await expect(form.getByText('Файл слишком большой. Максимальный размер: 10MB')).toHaveCount(0);

  const typed = '<b>Как решать?</b>\nПеребором или формулой?';
  await text.fill(typed);
  await page.route('**/trpc/comments.create**', (route) => route.abort('internetdisconnected'));
  await form.getByRole('button', { name: 'Отправить' }).click();
  await expect(form.getByText('Ошибка отправки комментария')).toBeVisible();
  await expect(text).toHaveValue(typed);
  await page.unroute('**/trpc/comments.create**');

  await form.getByRole('button', { name: 'Отправить' }).click();
  const mine = commentOf(page, anna.username);
  await expect(mine).toBeVisible();
  await expect(text).toHaveValue('');
  await expect(form.getByText('Ошибка отправки комментария')).toHaveCount(0);
  await expect(section.getByRole('heading', { name: 'Комментарии (1)' })).toBeVisible();
  await expect(section.getByText('Пока нет комментариев. Будьте первым!')).toHaveCount(0);
  // Plain text: the tags show as typed, the line break stays.
  await expect(mine.getByText('<b>Как решать?</b>')).toBeVisible();
  expect(await mine.locator('b').count()).toBe(0);
  expect(await mine.getByText(/Как решать/).innerText()).toBe(typed);
  await expect(mine.locator('time')).toHaveText('только что');

  const thumbnail = mine.getByRole('link', { name: 'Изображение 1 в полном размере' });
  await expect(thumbnail).toHaveAttribute('href', /^\/media\/comments\/.+\.png$/);
  await expect(thumbnail.getByRole('img')).toHaveJSProperty('naturalWidth', 1);
  const full = await page.request.get((await thumbnail.getAttribute('href'))!);
  expect(full.status()).toBe(200);

  // A like, and the same like again takes it back.
  const like = likeOf(mine);
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveText('1');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await like.click();
  await expect(like).toHaveText('0');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await mine.getByRole('button', { name: /^Не нравится/ }).click();
  await expect(mine.getByRole('button', { name: /^Не нравится/ })).toHaveAttribute('aria-pressed', 'true');
  await like.click();
  await expect(like).toHaveText('1');
  await expect(mine.getByRole('button', { name: /^Не нравится/ })).toHaveText('0');
});

test('another student replies under it, indented, and may not edit it', async ({ page }) => {
  const { comments: taskId } = seededTrainerTasks();
  await signInThroughApi(page, boris);
  await page.goto(`/trainer/task/${taskId}`);
  const annas = commentOf(page, anna.username);
  await expect(annas).toBeVisible();
  await expect(annas.getByRole('button', { name: 'Изменить' })).toHaveCount(0);
  await expect(annas.getByRole('button', { name: 'Удалить' })).toHaveCount(0);
  await expect(likeOf(annas)).toHaveText('1');
  await expect(likeOf(annas)).toHaveAttribute('aria-pressed', 'false');

  await annas.getByRole('button', { name: 'Ответить' }).click();
  const replyForm = page.getByRole('form', { name: `Ответ для ${anna.username}` });
  await expect(replyForm.getByRole('textbox')).toBeFocused();
  await replyForm.getByRole('textbox').fill('Перебором: чисел всего сто.');
  await replyForm.getByRole('button', { name: 'Отправить' }).click();
  await expect(replyForm).toHaveCount(0);

  const reply = commentOf(page, boris.username);
  await expect(reply).toContainText('Перебором: чисел всего сто.');
  await expect(reply).toHaveAttribute('data-depth', '1');
  await expect(annas).toHaveAttribute('data-depth', '0');
  const [parentBox, replyBox] = [await annas.boundingBox(), await reply.boundingBox()];
  expect(replyBox!.x).toBeGreaterThan(parentBox!.x + 10);
  expect(replyBox!.y).toBeGreaterThan(parentBox!.y);
  await expect(page.getByRole('heading', { name: 'Комментарии (2)' })).toBeVisible();

  await likeOf(annas).click();
  await expect(likeOf(annas)).toHaveText('2');
  await expect(likeOf(annas)).toHaveAttribute('aria-pressed', 'true');
});

test('the author edits the comment, then deletes it: the reply stays under the placeholder', async ({ page }) => {
  const { comments: taskId } = seededTrainerTasks();
  await signInThroughApi(page, anna);
  await page.goto(`/trainer/task/${taskId}`);
  const mine = commentOf(page, anna.username);
  await expect(likeOf(mine)).toHaveText('2');
  await expect(likeOf(mine)).toHaveAttribute('aria-pressed', 'true');

  await mine.getByRole('button', { name: 'Изменить' }).click();
  const edit = mine.getByRole('form', { name: 'Изменение комментария' });
  await edit.getByRole('textbox').fill('Передумала');
  await edit.getByRole('button', { name: 'Отмена' }).click();
  await expect(mine.getByText('<b>Как решать?</b>')).toBeVisible();

  await mine.getByRole('button', { name: 'Изменить' }).click();
  await edit.getByRole('textbox').fill(' ');
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(edit.getByText('Комментарий не может быть пустым')).toBeVisible();
  await edit.getByRole('textbox').fill('Как решать задание 3?\nПодскажите, пожалуйста.');
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(edit).toHaveCount(0);
  await expect(mine.getByText(/^Как решать задание 3\?/)).toBeVisible();
  await expect(mine.getByText('· изменён')).toBeVisible();

  await mine.getByRole('button', { name: 'Удалить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Удалить комментарий?' });
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();
  await expect(mine).toBeVisible();
  await mine.getByRole('button', { name: 'Удалить' }).click();
  await dialog.getByRole('button', { name: 'Удалить' }).click();
  await expect(dialog).toBeHidden();
  await expect(mine).toHaveCount(0);
  const placeholder = page.getByRole('article', { name: 'Удалённый комментарий' });
  await expect(placeholder).toHaveText('Комментарий удалён');
  await expect(commentOf(page, boris.username)).toHaveAttribute('data-depth', '1');
  await expect(page.getByRole('heading', { name: 'Комментарии (1)' })).toBeVisible();
});

test('replies deeper than three levels stay at the third indentation and say whom they answer', async ({ page, request }) => {
  const { comments: taskId } = seededTrainerTasks();
  let parent: number | null = null;
  for (const [level, author] of [anna, boris, anna, boris, anna].entries()) {
    parent = await postThroughApi(request, author, taskId, `Уровень ${level}`, parent);
  }
  await signInThroughApi(page, boris);
  await page.goto(`/trainer/task/${taskId}`);
  const level = (n: number) => page.getByRole('article').filter({ hasText: `Уровень ${n}` });
  for (const [n, depth] of [0, 1, 2, 3, 3].entries()) await expect(level(n)).toHaveAttribute('data-depth', String(depth));
  await expect(level(4)).toContainText(`в ответ ${boris.username}`);
  await expect(level(3)).not.toContainText('в ответ');
  expect((await level(4).boundingBox())!.x).toBe((await level(3).boundingBox())!.x);
  expect((await level(3).boundingBox())!.x).toBeGreaterThan((await level(2).boundingBox())!.x);
});

test('a guest reads the thread with counts, but is asked to sign in to write or vote', async ({ page }) => {
  const { comments: taskId } = seededTrainerTasks();
  await page.goto(`/trainer/task/${taskId}`);
  await expect(page.getByRole('region', { name: 'Пробный режим' })).toBeVisible();
  await expect(page.getByText('Войдите, чтобы оставить комментарий.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Новый комментарий' })).toHaveCount(0);
  const reply = commentOf(page, boris.username).first();
  await expect(reply).toBeVisible();
  await expect(likeOf(reply)).toBeDisabled();
  await expect(likeOf(reply)).toHaveText('0');
  await expect(reply.getByRole('button', { name: 'Ответить' })).toHaveCount(0);
});

test('the comments under a 19–21 block belong to its first task', async ({ page, request }) => {
  await signInThroughApi(page, anna);
  await page.goto('/trainer/block-19-21');
  const idsText = await page.getByRole('group', { name: 'ID заданий', exact: true }).innerText();
  const [firstId] = [...idsText.matchAll(/\d+/g)].map((match) => Number(match[0]));
  const section = page.getByRole('region', { name: /^Комментарии/ });
  await expect(section.getByRole('heading', { name: /^Комментарии \(\d+\)$/ })).toBeVisible();
  const text = `Про блок ${Date.now()}`;
  await section.getByRole('textbox', { name: 'Новый комментарий' }).fill(text);
  await section.getByRole('button', { name: 'Отправить' }).click();
  await expect(commentOf(page, anna.username).filter({ hasText: text })).toBeVisible();

  const listed = await request.get(`/api/comments/?content_type=task&object_id=${firstId}`);
  expect(listed.status()).toBe(200);
  expect(((await listed.json()) as { text: string }[]).map((comment) => comment.text)).toContain(text);
});
