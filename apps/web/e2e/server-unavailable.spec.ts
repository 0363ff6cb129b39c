import { expect, test, type Page } from '@playwright/test';

const detail = 'Сервер временно недоступен. Повторите попытку.';

/** Answers the header's registration-status query with the server's 503 the first `times` times; returns the call count. */
async function makeUnavailable(page: Page, times: number): Promise<() => number> {
  let calls = 0;
  await page.route('**/trpc/users.registerStatus**', async (route) => {
    calls += 1;
    if (calls > times) return route.continue();
    return route.fulfill({
      status: 503,
      headers: { 'retry-after': '0' },
      contentType: 'application/json',
      body: JSON.stringify({ error: { message: detail, code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 503, detail } } }),
    });
  });
  return () => calls;
}

/** The page's clock a second on (its retry timers fire), then the calls so far. */
async function afterASecond(page: Page, calls: () => number): Promise<number> {
  await page.clock.runFor(1_000);
  return calls();
}

test('a read that meets a brief outage is repeated and the page works, with no notice', async ({ page }) => {
  const calls = await makeUnavailable(page, 2);
  await page.clock.install();
  await page.goto('/login');
  // Two 503s, then the real answer after 1 + 2 s of backoff, on the page's clock run ahead.
  await expect.poll(() => afterASecond(page, calls)).toBe(3);
  await expect(page.getByRole('link', { name: 'Регистрация' })).toBeVisible();
  // A second more brings no fourth call.
  expect(await afterASecond(page, calls)).toBe(3);
  await expect(page.getByText('Сервер временно недоступен')).toHaveCount(0);
});

test('a read the server keeps refusing is tried five times in all, then a notification says so', async ({ page }) => {
  const calls = await makeUnavailable(page, Number.POSITIVE_INFINITY);
  await page.clock.install();
  await page.goto('/login');
  // Backoff 1 + 2 + 4 + 8 s (plus jitter) before it gives up, on the page's clock run ahead two seconds a
  // step (the notice stays 4 s, so a step cannot skip it).
  const notice = page.getByText('Сервер временно недоступен', { exact: true });
  await expect
    .poll(async () => {
      await page.clock.runFor(2_000);
      return notice.isVisible();
    }, { intervals: [100] })
    .toBe(true);
  await expect(page.getByText(/повторные попытки не помогли/)).toBeVisible();
  expect(calls()).toBe(5);
});
