import { expect, test } from '@playwright/test';
import { choose, chooseFiles, createAuthor, openUploadAs, textFile } from './upload-helpers';

test('a fifth attachment is refused with the SPEC text, and the browser checks file types and sizes', async ({ page, playwright, baseURL }) => {
  await openUploadAs(page, await createAuthor(playwright, baseURL));
  const form = page.getByRole('form', { name: 'Одиночное задание' });

  await chooseFiles(page, 'Добавить файлы', [textFile('a.txt'), textFile('b.csv', '1;2\n'), textFile('c.txt')]);
  await chooseFiles(page, 'Добавить файлы', [textFile('d.txt')]);
  await expect(form.getByText('4 из 4')).toBeVisible();
  await chooseFiles(page, 'Добавить файлы', [textFile('e.txt')]);
  await expect(form.getByText('Можно выбрать не более 4 файлов')).toBeVisible();
  await expect(form.getByText('e.txt')).toHaveCount(0);
  await expect(form.getByText('4 из 4')).toBeVisible();

  await form.getByRole('button', { name: 'Убрать вложение d.txt' }).click();
  await expect(form.getByText('Можно выбрать не более 4 файлов')).toHaveCount(0);
  await expect(form.getByText('3 из 4')).toBeVisible();
  await chooseFiles(page, 'Добавить файлы', [textFile('e.txt'), textFile('f.txt')]);
  await expect(form.getByText('Можно выбрать не более 4 файлов')).toBeVisible();
  await expect(form.getByText('3 из 4')).toBeVisible();

  await chooseFiles(page, 'Добавить файлы', [{ name: 'run.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') }]);
  await expect(form.getByText('Недопустимый тип файла: разрешены PDF, DOC, DOCX, XLS, XLSX, ODS, ODT, TXT, CSV')).toBeVisible();
  await expect(form.getByText('3 из 4')).toBeVisible();

  const imageChooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Изображение', exact: true }).click();
  await (await imageChooser).setFiles(textFile('not-an-image.txt'));
  await expect(form.getByText('Пожалуйста, выберите изображение')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Изображение', exact: true })).not.toContainText('not-an-image.txt');

  const solutionChooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Файл решения', exact: true }).click();
  await (await solutionChooser).setFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20) });
  await expect(form.getByText('Файл слишком большой. Максимальный размер: 10MB')).toBeVisible();
});

test('required fields get their own messages before anything is sent; the server checks file contents', async ({ page, playwright, baseURL }) => {
  await openUploadAs(page, await createAuthor(playwright, baseURL));
  const form = page.getByRole('form', { name: 'Одиночное задание' });
  let posts = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/tasks/') && request.method() === 'POST') posts += 1;
  });

  // The subject is a select, informatics by default (SPEC §1: 'inf').
  await expect(form.getByRole('combobox', { name: 'Предмет', exact: true })).toHaveValue('Информатика (inf)');
  await form.getByRole('button', { name: 'Загрузить задачу' }).click();
  await expect(form.getByText('Укажите тип задания')).toBeVisible();
  await expect(form.getByText('Укажите сложность')).toBeVisible();
  await expect(form.getByText('Укажите ответ')).toBeVisible();
  await expect(form.getByText('Укажите текст задания')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Текст задания' })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Проверьте отмеченные поля формы')).toBeVisible();
  expect(posts).toBe(0);

  // Spaces are no text; words are.
  const text = form.getByRole('textbox', { name: 'Текст задания' });
  await text.click();
  await text.pressSequentially('   ');
  await form.getByRole('button', { name: 'Загрузить задачу' }).click();
  await expect(form.getByText('Укажите текст задания')).toBeVisible();
  await text.pressSequentially('Найдите число.');
  await expect(form.getByText('Укажите текст задания')).toHaveCount(0);
  await choose(page, 'Тип задания', '5 — Анализ алгоритмов');
  await choose(page, 'Сложность', 'Лёгкая');
  await form.getByRole('textbox', { name: 'Ответ', exact: true }).fill('13');
  // A text named .pdf passes the browser's check by name; the server reads its bytes and refuses it.
  await chooseFiles(page, 'Добавить файлы', [{ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('не pdf') }]);
  await form.getByRole('button', { name: 'Загрузить задачу' }).click();
  await expect(form.getByText('Ошибка при загрузке задачи')).toBeVisible();
  await expect(form.getByText('Недопустимый тип файла: разрешены PDF, DOC, DOCX, XLS, XLSX, ODS, ODT, TXT, CSV')).toHaveCount(2);
  expect(posts).toBe(1);
  // The form keeps what was typed after a refusal.
  await expect(form.getByRole('textbox', { name: 'Ответ', exact: true })).toHaveValue('13');
});

test('a lost connection gives the SPEC message and keeps the form', async ({ page, playwright, baseURL }) => {
  await openUploadAs(page, await createAuthor(playwright, baseURL));
  const form = page.getByRole('form', { name: 'Одиночное задание' });
  await form.getByRole('textbox', { name: 'Текст задания' }).click();
  await form.getByRole('textbox', { name: 'Текст задания' }).pressSequentially('Найдите число.');
  await choose(page, 'Тип задания', '5 — Анализ алгоритмов');
  await choose(page, 'Сложность', 'Лёгкая');
  await form.getByRole('textbox', { name: 'Ответ', exact: true }).fill('13');
  await page.route('**/api/tasks/', (route) => route.abort('internetdisconnected'));
  await form.getByRole('button', { name: 'Загрузить задачу' }).click();
  await expect(form.getByText('Ошибка соединения')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Ответ', exact: true })).toHaveValue('13');
});

test('an author sees only their own tasks', async ({ page, playwright, baseURL }) => {
  await openUploadAs(page, await createAuthor(playwright, baseURL), '/upload-task?tab=mine');
  await expect(page.getByText('Задания, которые загрузили вы')).toBeVisible();
  await expect(page.getByText('Заданий пока нет')).toBeVisible();
  await expect(page.getByText('Всего: 0')).toBeVisible();
});
