import type { Locator, Page } from '@playwright/test';

/** A paste of text into the focused field, as the browser sends it (the system clipboard is not used). */
export async function pasteInto(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** The running mm:ss of a task's header or of a block question. */
export function timerOf(scope: Page | Locator): Locator {
  return scope.getByRole('group', { name: 'Время решения', exact: true }).getByRole('timer');
}
