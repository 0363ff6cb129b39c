import { expect, test, type Page } from '@playwright/test';
import { createAuthor, onePixelPng, openUploadAs } from './upload-helpers';

/** A Ctrl+V of files onto an element of the form, as the browser sends it: a paste event carrying them. */
async function pasteFiles(page: Page, selector: string, files: { name: string; type: string; base64: string }[]): Promise<void> {
  await page.locator(selector).first().evaluate((target, list) => {
    const data = new DataTransfer();
    for (const file of list) data.items.add(new File([Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0))], file.name, { type: file.type }));
    target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, files);
}

const png = { name: 'снимок.png', type: 'image/png', base64: onePixelPng.toString('base64') };
const txt = { name: 'данные.txt', type: 'text/plain', base64: Buffer.from('1 2 3\n').toString('base64') };

test('files pasted into the upload form go where they belong: a picture into the text or the image field, documents into attachments', async ({ page, playwright, baseURL }) => {
  await openUploadAs(page, await createAuthor(playwright, baseURL));
  const form = page.getByRole('form', { name: 'Одиночное задание' });

  // Into the editor: the picture goes up and into the text, the document into the attachments.
  await form.getByRole('textbox', { name: 'Текст задания' }).click();
  await pasteFiles(page, 'form[aria-label="Одиночное задание"] .ProseMirror', [png, txt]);
  await expect(form.getByRole('textbox', { name: 'Текст задания' }).locator('img')).toHaveAttribute('src', /^\/media\/task-images\/.+\.png$/);
  await expect(form.getByText('данные.txt')).toBeVisible();
  await expect(form.getByText('1 из 4')).toBeVisible();

  // Elsewhere in the form: the picture becomes the task's image.
  await pasteFiles(page, 'form[aria-label="Одиночное задание"] button[type="submit"]', [png]);
  await expect(form.getByRole('button', { name: 'Изображение', exact: true })).toContainText('снимок.png');

  // Nothing usable: the spec's message, nothing added.
  await pasteFiles(page, 'form[aria-label="Одиночное задание"] button[type="submit"]', [{ name: 'run.exe', type: 'application/octet-stream', base64: 'TVo=' }]);
  await expect(form.getByText('В буфере обмена нет подходящих файлов', { exact: false })).toBeVisible();
  await expect(form.getByText('1 из 4')).toBeVisible();
});

test("'Вставить из буфера обмена' reads the clipboard, and names an unsupported browser and a refused permission", async ({ page, playwright, baseURL }) => {
  await openUploadAs(page, await createAuthor(playwright, baseURL));
  const form = page.getByRole('form', { name: 'Одиночное задание' });
  const button = form.getByRole('button', { name: 'Вставить из буфера обмена' });

  await page.evaluate(() => Object.defineProperty(navigator.clipboard, 'read', { configurable: true, value: undefined }));
  await button.click();
  await expect(form.getByText('Браузер не умеет читать буфер обмена по кнопке: вставьте файл клавишами Ctrl+V')).toBeVisible();

  await page.evaluate(() =>
    Object.defineProperty(navigator.clipboard, 'read', { configurable: true, value: () => Promise.reject(new DOMException('Read permission denied.', 'NotAllowedError')) }),
  );
  await button.click();
  await expect(form.getByText('Нет доступа к буферу обмена: разрешите его этому сайту в настройках браузера')).toBeVisible();

  await page.evaluate((base64) => {
    const blob = new Blob([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], { type: 'image/png' });
    Object.defineProperty(navigator.clipboard, 'read', { configurable: true, value: async () => [new ClipboardItem({ 'image/png': blob })] });
  }, png.base64);
  await button.click();
  await expect(form.getByRole('button', { name: 'Изображение', exact: true })).toContainText('из-буфера-1.png');
  await expect(form.getByText('Нет доступа к буферу обмена', { exact: false })).toHaveCount(0);
});
