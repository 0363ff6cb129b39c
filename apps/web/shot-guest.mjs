import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
for (const [w, h] of [[1280, 800], [375, 812]]) {
  for (const theme of ['light', 'dark']) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'ru-RU' });
    await ctx.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const page = await ctx.newPage();
    await page.goto('http://localhost:3231/');
    await page.getByRole('link', { name: 'Решить задание без регистрации' }).waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/guest-landing-${w}-${theme}.png`, fullPage: w > 400 });
    await page.getByRole('link', { name: 'Решить задание без регистрации' }).click();
    await page.getByRole('textbox', { name: 'Ответ' }).fill('5');
    await page.getByRole('button', { name: 'Проверить' }).click();
    await page.getByText('Неверно').first().waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/guest-task-${w}-${theme}.png`, fullPage: true });
    await ctx.close();
  }
}
await browser.close();
