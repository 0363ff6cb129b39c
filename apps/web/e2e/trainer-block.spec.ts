import { expect, test, type Locator } from '@playwright/test';
import { timerOf } from './trainer-helpers';
import { answersAsAdmin, type KnownAnswer } from './trainer-tasks';
import { registerThroughApi, signInThroughApi } from './test-users';

/** Types a known answer into a question, in whichever inputs its layout has. */
async function enterAnswer(question: Locator, known: KnownAnswer): Promise<void> {
  const firstCell = question.getByRole('textbox', { name: 'Ячейка 1.1' });
  if ((await firstCell.count()) === 0) {
    await question.getByRole('textbox', { name: 'Ответ' }).fill(known.answer ?? (known.answers ?? []).flat().join(' '));
    return;
  }
  const rows = known.answers ?? (known.answer ?? '').split('|').map((row) => row.trim().split(/\s+/));
  for (const [r, row] of rows.entries()) {
    for (const [c, cell] of row.entries()) await question.getByRole('textbox', { name: `Ячейка ${r + 1}.${c + 1}` }).fill(cell);
  }
}

test('a 19–21 block is solved question by question, each with its own verdict, attempts and timer', async ({ page, request, playwright, baseURL }) => {
  await signInThroughApi(page, await registerThroughApi(request));
  // The page's own clock, run ahead below to show that stopped timers stay stopped.
  await page.clock.install();
  await page.goto('/trainer/block-19-21');
  await expect(page.getByRole('heading', { name: 'Задания 19-21', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Условие блока' })).toBeVisible();
  await expect(page.getByText('Условие:', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Задание', exact: true })).toHaveText('Задание19-21');

  const idsText = await page.getByRole('group', { name: 'ID заданий', exact: true }).innerText();
  const ids = [...idsText.matchAll(/\d+/g)].map((match) => Number(match[0]));
  expect(ids).toHaveLength(3);
  // The demo bank may hold other blocks than the seeded one, so the answers come from the staff view.
  const answers = await answersAsAdmin(() => playwright.request.newContext({ baseURL }), ids);
  const questions = [19, 20, 21].map((type) => page.getByRole('region', { name: `Вопрос ${type}` }));
  for (const question of questions) await expect(question.getByTestId('attempts')).toHaveText('Попыток: 0');

  // A wrong answer to 19 is judged there alone.
  const [q19, q20, q21] = questions as [Locator, Locator, Locator];
  await enterAnswer(q19, { answer: '999', answers: null });
  await q19.getByRole('button', { name: 'Проверить' }).click();
  await expect(q19.getByText('Неверно', { exact: true })).toBeVisible();
  await expect(q19.getByTestId('attempts')).toHaveText('Попыток: 1');
  await expect(q20.getByRole('status')).toHaveCount(0);
  await expect(q20.getByTestId('attempts')).toHaveText('Попыток: 0');

  for (const [index, question] of questions.entries()) {
    await enterAnswer(question, answers.get(ids[index]!)!);
    await question.getByRole('button', { name: 'Проверить' }).click();
    await expect(question.getByText('Верно!', { exact: true })).toBeVisible();
    await expect(question.getByText('+10 опыта', { exact: true })).toBeVisible();
    await expect(question.getByRole('button', { name: 'Проверить' })).toBeDisabled();
    await expect(question.getByText('Решено', { exact: true })).toBeVisible();
    for (const later of questions.slice(index + 1)) {
      await expect(later.getByText('Верно!', { exact: true })).toHaveCount(0);
      await expect(later.getByRole('button', { name: 'Проверить' })).toBeEnabled();
    }
  }
  await expect(q19.getByTestId('attempts')).toHaveText('Попыток: 2');
  await expect(q21.getByTestId('attempts')).toHaveText('Попыток: 1');

  // With all three solved the question timers and the block's timer stand still.
  const shown = await Promise.all([timerOf(page.getByRole('group', { name: 'Сведения о задании' })), ...questions.map(timerOf)].map((timer) => timer.innerText()));
  await page.clock.runFor(1500);
  const later = await Promise.all([timerOf(page.getByRole('group', { name: 'Сведения о задании' })), ...questions.map(timerOf)].map((timer) => timer.innerText()));
  expect(later).toEqual(shown);
});
