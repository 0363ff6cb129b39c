import { expect, type Page } from '@playwright/test';
import { finishExamThroughApi, saveExamAnswerThroughApi, signInFreshStudent, startExamThroughApi } from './exam-helpers';
import type { Student } from './profile-homework-helpers';
import type { SeededTrainerTasks } from './trainer-tasks';

/** Who looks at a screen: a guest, or one signed in with a token of that role. */
export type Persona = 'guest' | 'student' | 'author' | 'teacher' | 'admin';

/** What the accessibility spec makes before it looks: a student with homework, notifications and variants. */
export type A11yWorld = {
  tasks: SeededTrainerTasks;
  student: Student;
  /** A КЕГЭ variant of the student's with inline results, not finished. */
  variantId: number;
  /** A finished variant of the student's, one answer right and one wrong. */
  finishedVariantId: number;
  /** A finished variant of the student's with the one task whose code is wider than a phone, answered wrongly. */
  codeVariantId: number;
  /** A class of the demo teacher's holding the student (issue 29). */
  classId: number;
};

export type ScreenVisit = {
  /** What the visit shows, for the test's title. */
  name: string;
  as: Persona;
  /** Looked at 375 px wide (the phone layout) instead of 1280. */
  phone?: boolean;
  /** Goes to the screen and brings it into the state to check; returns once it is shown. */
  open: (page: Page, world: A11yWorld) => Promise<void>;
};

async function openWithHeading(page: Page, path: string, name?: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, ...(name === undefined ? {} : { name }) }).first()).toBeVisible();
}

async function openWithText(page: Page, path: string, text: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByText(text).first()).toBeVisible();
}

/** The world's class (the demo teacher's, with the world's student in it), opened. */
async function openClassOfWorld(page: Page, world: A11yWorld): Promise<void> {
  await openWithHeading(page, `/classes/${world.classId}`);
  await expect(page.getByRole('table', { name: 'Успех первых попыток по типам' })).toBeVisible();
}

/**
 * Every route of apps/web/src/routes (by its TanStack route id) with the states of it that the
 * accessibility spec checks in both themes. The spec fails when a route has no entry here, so a new
 * screen joins the check by adding its visits.
 */
export const screensByRoute: Record<string, readonly ScreenVisit[]> = {
  '/': [{ name: 'the start page of a guest', as: 'guest', open: (page) => openWithHeading(page, '/') }],
  '/$': [{ name: 'an unknown address', as: 'guest', open: (page) => openWithHeading(page, '/no-such-page', 'Теория') }],
  '/theory': [
    {
      name: 'the theory of a type with its frame',
      as: 'guest',
      open: async (page) => {
        await openWithHeading(page, '/theory?type=5', 'Теория');
        await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible();
      },
    },
    {
      name: "a theory example run in its drawer ('Запустить' on the page)",
      as: 'guest',
      open: async (page) => {
        await openWithHeading(page, '/theory?type=5', 'Теория');
        await page.frameLocator('iframe').getByRole('button', { name: 'Запустить пример на Python' }).click();
        // Pyodide's first load on 2 busy cores takes several seconds.
        await expect(page.getByRole('dialog', { name: 'Пример на Python' }).getByTestId('python-status')).toHaveText(/^Программа завершилась /, { timeout: 20_000 });
      },
    },
  ],
  '/theory-edit/$id': [
    {
      name: 'the theory editor with the page of a type',
      as: 'admin',
      open: async (page) => {
        await openWithHeading(page, '/theory?type=5', 'Теория');
        await page.getByRole('link', { name: 'Редактировать' }).click();
        // The editor comes in a chunk of its own after the form.
        await expect(page.getByRole('textbox', { name: 'Содержание' })).toBeVisible();
      },
    },
    { name: 'the theory editor for a student', as: 'student', open: (page) => openWithText(page, '/theory-edit/new', 'Доступ только для авторов и администраторов') },
  ],
  '/login': [{ name: 'the sign-in form', as: 'guest', open: (page) => openWithHeading(page, '/login', 'Вход') }],
  '/achievements': [
    {
      name: 'the achievements of a student',
      as: 'student',
      open: async (page) => {
        await openWithHeading(page, '/achievements', 'Достижения');
        await expect(page.getByRole('article').first()).toBeVisible();
      },
    },
    {
      name: 'the achievements on a phone',
      as: 'student',
      phone: true,
      open: async (page) => {
        await openWithHeading(page, '/achievements', 'Достижения');
        await expect(page.getByRole('article').first()).toBeVisible();
      },
    },
  ],
  '/register': [
    {
      name: 'the registration form',
      as: 'guest',
      open: async (page) => {
        await page.goto('/register');
        await expect(page.getByRole('button', { name: 'Зарегистрироваться' })).toBeVisible();
      },
    },
  ],
  '/variants': [
    { name: 'public variants of a guest', as: 'guest', open: (page) => openWithHeading(page, '/variants?tab=public', 'Варианты') },
    {
      name: 'the phone menu of a guest',
      as: 'guest',
      phone: true,
      open: async (page) => {
        await openWithHeading(page, '/variants', 'Варианты');
        await page.getByRole('button', { name: 'Открыть меню' }).click();
        await expect(page.getByRole('navigation', { name: 'Разделы' })).toBeVisible();
      },
    },
    {
      name: 'own variants with the notifications open',
      as: 'student',
      open: async (page) => {
        await openWithHeading(page, '/variants?tab=mine', 'Варианты');
        await expect(page.getByRole('article').first()).toBeVisible();
        await page.getByRole('button', { name: /^Уведомления/ }).click();
        await expect(page.getByRole('dialog', { name: 'Уведомления' }).getByRole('listitem').first()).toBeVisible();
      },
    },
    { name: 'public variants', as: 'student', open: (page) => openWithHeading(page, '/variants?tab=public', 'Варианты') },
    {
      name: 'homework variants',
      as: 'student',
      open: async (page) => {
        await openWithHeading(page, '/variants?tab=homework', 'Варианты');
        await expect(page.getByRole('article').first()).toBeVisible();
      },
    },
    { name: 'the generator', as: 'student', open: (page) => openWithHeading(page, '/variants?tab=generator', 'Варианты') },
    {
      name: 'the new variant dialog',
      as: 'student',
      open: async (page) => {
        await openWithHeading(page, '/variants?tab=mine', 'Варианты');
        await page.getByRole('button', { name: 'Создать вариант' }).click();
        await expect(page.getByRole('dialog', { name: 'Новый вариант' }).getByRole('textbox', { name: 'Название' })).toBeVisible();
      },
    },
  ],
  '/variant/$id/': [
    {
      name: 'a КЕГЭ variant after a wrong inline answer',
      as: 'student',
      open: async (page, world) => {
        await openWithHeading(page, `/variant/${world.variantId}`);
        await expect(page.getByRole('heading', { name: /^Задание 1 из \d+$/ })).toBeVisible();
        await page.getByRole('textbox', { name: 'Ответ' }).fill('41');
        await page.getByRole('button', { name: 'Сохранить ответ' }).click();
        await expect(page.getByText('Неверно', { exact: true }).first()).toBeVisible();
      },
    },
    {
      name: 'the finish confirmation',
      as: 'student',
      open: async (page, world) => {
        await openWithHeading(page, `/variant/${world.variantId}`);
        await page.getByRole('button', { name: 'Завершить' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    },
    {
      name: 'a finished variant',
      as: 'student',
      open: async (page, world) => {
        await openWithHeading(page, `/variant/${world.finishedVariantId}`);
        await expect(page.getByText('Верно', { exact: true }).first()).toBeVisible();
      },
    },
    { name: 'a variant a guest cannot open', as: 'guest', open: (page, world) => openWithText(page, `/variant/${world.variantId}`, /Войдите|авторизац/) },
  ],
  '/variant/$id/results': [
    {
      name: 'the results of a finished variant',
      as: 'student',
      open: async (page, world) => {
        await openWithHeading(page, `/variant/${world.finishedVariantId}/results`);
        await expect(page.getByRole('table', { name: 'Ответы по заданиям' })).toBeVisible();
      },
    },
  ],
  '/variant/$id/print': [
    {
      name: 'a variant as a sheet to print, with its answer sheet',
      as: 'student',
      open: async (page, world) => {
        await openWithHeading(page, `/variant/${world.variantId}/print`);
        await expect(page.locator('[data-print-ready]')).toBeAttached();
      },
    },
    {
      name: "a variant's answer key",
      as: 'admin',
      open: async (page, world) => {
        await openWithHeading(page, `/variant/${world.variantId}/print?key=1`, 'Ключ ответов');
        await expect(page.locator('[data-print-ready]')).toBeAttached();
      },
    },
    { name: 'the answer key refused to a student', as: 'student', open: (page, world) => openWithText(page, `/variant/${world.variantId}/print?key=1`, 'Ключ ответов доступен только преподавателям, авторам и администраторам') },
  ],
  '/trainer/': [
    { name: 'the trainer of a guest', as: 'guest', open: (page) => openWithHeading(page, '/trainer') },
    {
      name: 'the trainer with progress',
      as: 'student',
      open: async (page) => {
        await openWithHeading(page, '/trainer');
        await expect(page.getByRole('group', { name: 'Тип задания' })).toBeVisible();
      },
    },
  ],
  '/trainer/task/$id': [
    {
      name: 'a task after a wrong answer',
      as: 'student',
      open: async (page, world) => {
        // Not a task of the student's variants: the finished one solved those.
        await openWithHeading(page, `/trainer/task/${world.tasks.withFile}`);
        await page.getByRole('textbox', { name: 'Ответ' }).fill('41');
        await page.getByRole('button', { name: 'Проверить' }).click();
        await expect(page.getByText('Неверно', { exact: true }).first()).toBeVisible();
      },
    },
    {
      name: 'a first right answer with its achievements toast open',
      as: 'student',
      open: async (page, world) => {
        // A student of its own: the world's student has solved tasks already, so it would earn nothing.
        await signInFreshStudent(page);
        await openWithHeading(page, `/trainer/task/${world.tasks.field}`);
        await page.getByRole('textbox', { name: 'Ответ' }).fill('42');
        await page.getByRole('button', { name: 'Проверить' }).click();
        const toast = page.getByRole('alert').filter({ hasText: /Новое достижение|Новые достижения/ });
        // The pointer on it holds it open (Mantine pauses its close) through both themes' scans.
        await toast.hover();
        await expect(toast).toContainText('Очки: +5');
      },
    },
    {
      name: "'Решить на Python' open beside the statement, after a run that failed on its second line (issue 28)",
      as: 'student',
      open: async (page, world) => {
        await openWithHeading(page, `/trainer/task/${world.tasks.python17}`);
        await page.getByRole('button', { name: 'Решить на Python' }).click();
        await page.getByRole('textbox', { name: 'Программа на Python' }).click();
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.insertText("print('начало')\nprint(y)");
        await page.getByRole('button', { name: 'Запустить', exact: true }).click();
        // Python's first load in the page takes seconds on a busy machine.
        await expect(page.getByTestId('python-status')).toHaveText('Ошибка в строке 2.', { timeout: 20_000 });
      },
    },
    {
      name: "the error report form ('Сообщить об ошибке') with its kind chosen",
      as: 'student',
      open: async (page, world) => {
        await openWithHeading(page, `/trainer/task/${world.tasks.field}`);
        await page.getByRole('article', { name: 'Условие задания' }).getByRole('button', { name: 'Сообщить об ошибке', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: `Сообщить об ошибке в задании #${world.tasks.field}` });
        await dialog.getByRole('radio', { name: 'Условие' }).check();
        await expect(dialog.getByRole('textbox', { name: 'Описание ошибки' })).toBeVisible();
      },
    },
    {
      name: "an admin's 'Статистика задания' open under the task, on a phone (issue 30)",
      as: 'admin',
      phone: true,
      open: async (page, world) => {
        // The world's student answered this task wrongly ('12'): the panel has a wrong answer to show.
        await openWithHeading(page, `/trainer/task/${world.tasks.type5}`);
        const panel = page.getByRole('region', { name: 'Статистика задания' });
        await panel.getByRole('button', { name: 'Показать' }).click();
        await expect(panel.getByRole('table', { name: /Частые неверные ответы/ })).toBeVisible();
      },
    },
    {
      name: "a guest's right answer, with the offer to keep it (issue 26)",
      as: 'guest',
      open: async (page, world) => {
        await openWithHeading(page, `/trainer/task/${world.tasks.field}`);
        await page.getByRole('textbox', { name: 'Ответ' }).fill('42');
        await page.getByRole('button', { name: 'Проверить' }).click();
        await expect(page.getByText('Опыт за это решение начислится после регистрации', { exact: false })).toBeVisible();
      },
    },
  ],
  '/trainer/block-19-21': [
    {
      name: 'a 19–21 block',
      as: 'student',
      open: async (page) => {
        await openWithHeading(page, '/trainer/block-19-21', 'Задания 19-21');
        await expect(page.getByRole('region', { name: 'Вопрос 21' })).toBeVisible();
      },
    },
  ],
  '/trainer/practice': [
    {
      name: 'the weak-type session with its first task',
      as: 'student',
      open: async (page) => {
        await openWithHeading(page, '/trainer/practice', 'Тренировка слабых мест');
        await expect(page.getByRole('form', { name: 'Ответ' })).toBeVisible();
      },
    },
  ],
  '/exam/': [
    {
      name: 'the rehearsal page before the first one, with the start confirmation',
      as: 'student',
      open: async (page) => {
        await signInFreshStudent(page);
        await openWithHeading(page, '/exam', 'Пробный экзамен');
        await page.getByRole('button', { name: 'Начать экзамен' }).click();
        await expect(page.getByRole('dialog', { name: 'Начать пробный экзамен?' })).toBeVisible();
      },
    },
    {
      name: 'the rehearsal page with one in progress and one finished, on a phone',
      as: 'student',
      phone: true,
      open: async (page) => {
        const access = await signInFreshStudent(page);
        await finishExamThroughApi(page.request, access, (await startExamThroughApi(page.request, access)).id);
        await startExamThroughApi(page.request, access);
        await openWithHeading(page, '/exam', 'Пробный экзамен');
        await expect(page.getByRole('link', { name: 'Продолжить экзамен' })).toBeVisible();
        await expect(page.getByRole('table', { name: 'Пройденные экзамены' })).toBeVisible();
      },
    },
  ],
  '/exam/$id/': [
    {
      name: 'the exam station with an answer saved',
      as: 'student',
      open: async (page) => {
        const access = await signInFreshStudent(page);
        const exam = await startExamThroughApi(page.request, access);
        await saveExamAnswerThroughApi(page.request, access, exam.id, exam.tasks[0]!.id, '42', 5);
        await openWithHeading(page, `/exam/${exam.id}?n=2`, 'Пробный экзамен');
        // The heading shows while the 27 tasks load: on a busy machine they take longer than the default wait.
        await expect(page.getByRole('button', { name: 'Задание 1, есть ответ' })).toBeVisible();
      },
    },
    {
      name: 'the exam station on a phone',
      as: 'student',
      phone: true,
      open: async (page) => {
        const access = await signInFreshStudent(page);
        const exam = await startExamThroughApi(page.request, access);
        await openWithHeading(page, `/exam/${exam.id}`, 'Пробный экзамен');
        await expect(page.getByRole('heading', { level: 2, name: 'Задание 1' })).toBeVisible();
      },
    },
    {
      name: 'the review before finishing a rehearsal',
      as: 'student',
      open: async (page) => {
        const access = await signInFreshStudent(page);
        const exam = await startExamThroughApi(page.request, access);
        await saveExamAnswerThroughApi(page.request, access, exam.id, exam.tasks[0]!.id, '42', 5);
        await openWithHeading(page, `/exam/${exam.id}`, 'Пробный экзамен');
        await page.getByRole('button', { name: 'Завершить экзамен' }).click();
        await expect(page.getByRole('dialog', { name: 'Завершить экзамен?' }).getByRole('table')).toBeVisible();
      },
    },
  ],
  '/exam/$id/result': [
    {
      name: 'the result of a rehearsal with the forecast',
      as: 'student',
      open: async (page) => {
        const access = await signInFreshStudent(page);
        const exam = await startExamThroughApi(page.request, access);
        await saveExamAnswerThroughApi(page.request, access, exam.id, exam.tasks[0]!.id, '42', 5);
        await finishExamThroughApi(page.request, access, exam.id);
        await openWithHeading(page, `/exam/${exam.id}/result`, 'Результат пробного экзамена');
        await expect(page.getByRole('region', { name: 'Прогноз после экзамена' })).toBeVisible();
      },
    },
    {
      name: 'the result of a rehearsal on a phone',
      as: 'student',
      phone: true,
      open: async (page) => {
        const access = await signInFreshStudent(page);
        const exam = await startExamThroughApi(page.request, access);
        await finishExamThroughApi(page.request, access, exam.id);
        await openWithHeading(page, `/exam/${exam.id}/result`, 'Результат пробного экзамена');
        await expect(page.getByRole('table', { name: 'Ответы по заданиям' })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Задания, прокручиваются вбок' })).toBeVisible();
      },
    },
  ],
  '/profile': [
    {
      name: 'the profile with homework',
      as: 'student',
      open: async (page, world) => {
        await page.goto('/profile');
        await expect(page.getByRole('heading', { name: world.student.username })).toBeVisible();
        await expect(page.getByRole('article', { name: /^ДЗ от / })).toBeVisible();
      },
    },
    {
      name: 'the statistics tab with its charts',
      as: 'student',
      open: async (page) => {
        await page.goto('/profile?tab=stats');
        // The charts' chunk (recharts) is the largest the app loads lazily: give it time on a busy machine.
        await expect(page.getByRole('region', { name: 'Опыт по неделям' }).locator('svg').first()).toBeVisible();
      },
    },
    {
      name: 'the achievements tab',
      as: 'student',
      open: async (page) => {
        await page.goto('/profile?tab=achievements');
        await expect(page.getByRole('article').first()).toBeVisible();
      },
    },
    {
      name: 'the top tab',
      as: 'student',
      open: async (page) => {
        await page.goto('/profile?tab=top');
        await expect(page.getByRole('columnheader', { name: 'Место' })).toBeVisible();
      },
    },
    {
      name: 'the quests tab: the daily quest with its streak',
      as: 'student',
      open: async (page) => {
        await page.goto('/profile?tab=quests');
        await expect(page.getByRole('region', { name: 'Серия ежедневных квестов' })).toBeVisible();
      },
    },
    {
      name: 'the quests tab: the weekly map, bonuses and history',
      as: 'student',
      open: async (page) => {
        await page.goto('/profile?tab=quests');
        await page.getByRole('tab', { name: 'Квест недели' }).click();
        await expect(page.getByRole('heading', { name: 'История и статистика' })).toBeVisible();
      },
    },
    {
      name: 'the groups tab without a group: invitations and the create form',
      as: 'student',
      open: async (page) => {
        await page.goto('/profile?tab=groups');
        await expect(page.getByRole('heading', { name: 'Создать группу' })).toBeVisible();
        await expect(page.getByText('Приглашений пока нет.')).toBeVisible();
      },
    },
    {
      name: 'the profile with its pet on a phone',
      as: 'student',
      phone: true,
      open: async (page, world) => {
        await page.goto('/profile');
        await expect(page.getByRole('heading', { name: world.student.username })).toBeVisible();
        await expect(page.getByText('Байт').first()).toBeVisible();
      },
    },
  ],
  '/upload-task/': [
    {
      name: 'the upload form',
      as: 'author',
      open: async (page) => {
        await openWithHeading(page, '/upload-task', 'Загрузка задач');
        await expect(page.getByRole('textbox', { name: 'Текст задания' })).toBeVisible();
      },
    },
    {
      name: 'the upload form filled by a generator',
      as: 'author',
      open: async (page) => {
        await openWithHeading(page, '/upload-task', 'Загрузка задач');
        await page.getByRole('combobox', { name: 'Тип задания', exact: true }).click();
        await page.getByRole('option', { name: '17 — Обработка последовательностей', exact: true }).click();
        await page.getByRole('button', { name: 'Сгенерировать' }).click();
        await expect(page.getByRole('status').filter({ hasText: 'seed' })).toBeVisible();
        // Not hovering the button any more, as after a click the hand moves on.
        await page.mouse.move(0, 0);
      },
    },
    {
      name: 'the author’s own tasks',
      as: 'author',
      open: async (page) => {
        await openWithHeading(page, '/upload-task', 'Загрузка задач');
        await page.getByRole('tab', { name: 'Мои задания' }).click();
        await expect(page.getByRole('tab', { name: 'Мои задания' })).toHaveAttribute('aria-selected', 'true');
      },
    },
    { name: 'the upload screen of a guest', as: 'guest', open: (page) => openWithHeading(page, '/upload-task', 'Загрузка задач') },
  ],
  '/upload-task/$id': [
    {
      name: 'a task opened for editing',
      as: 'admin',
      open: async (page, world) => {
        await page.goto(`/upload-task/${world.tasks.field}`);
        await expect(page.getByRole('textbox', { name: 'Текст задания' })).toBeVisible();
      },
    },
    {
      name: 'a task’s history of edits with the statement’s diff (decision 077), on a phone',
      as: 'admin',
      phone: true,
      open: async (page) => {
        await page.goto('/upload-task');
        const access = await page.evaluate(() => window.localStorage.getItem('access'));
        const headers = { Authorization: `Bearer ${access}` };
        // A task of its own subject: the trainer's random picks of type 5 never meet it.
        const created = await page.request.post('/api/tasks/tasks/', {
          data: { subject: 'e2e-revisions', type: 5, difficulty: 1, text: '<p>E2E: найдите сумму 6 и 8.</p>', answer: '13' },
          headers,
        });
        expect(created.status(), await created.text()).toBe(200);
        const { id } = (await created.json()) as { id: number };
        const edited = await page.request.put(`/api/tasks/tasks/${id}/`, { data: { text: '<p>E2E: найдите сумму чисел 6 и 8.</p>', answer: '14' }, headers });
        expect(edited.status(), await edited.text()).toBe(200);
        await page.goto(`/upload-task/${id}`);
        await expect(page.getByTestId('task-revision').locator('ins')).toBeVisible();
      },
    },
  ],
  '/admin-homework': [
    {
      name: 'a student’s homework opened by the teacher',
      as: 'teacher',
      open: async (page, world) => {
        await openWithHeading(page, '/admin-homework', 'Выдача ДЗ');
        // Clicked first, as a user does: fill() alone focuses without input, and the suggestions' opening
        // would count as a shift that no user meets (layout-shift.ts leaves out what follows input).
        await page.getByRole('textbox', { name: 'Ученик' }).click();
        await page.getByRole('textbox', { name: 'Ученик' }).fill(world.student.username);
        await page.getByRole('option', { name: new RegExp(`^${world.student.username} `) }).click();
        await page.getByRole('button', { name: /^ДЗ от / }).first().click();
        await expect(page.getByRole('table', { name: 'Задачи ДЗ' })).toBeVisible();
      },
    },
    { name: 'homework issuing for a guest', as: 'guest', open: (page) => openWithHeading(page, '/admin-homework') },
  ],
  '/classes/': [
    {
      name: 'the teacher’s classes with the new class form open',
      as: 'teacher',
      open: async (page) => {
        await openWithHeading(page, '/classes', 'Классы');
        await page.getByRole('button', { name: 'Создать класс' }).click();
        await expect(page.getByRole('dialog', { name: 'Новый класс' }).getByRole('textbox', { name: 'Название класса' })).toBeVisible();
      },
    },
    { name: 'classes for a student', as: 'student', open: (page) => openWithText(page, '/classes', 'Доступ только для преподавателей и администраторов') },
  ],
  '/classes/$id': [
    {
      name: 'a class’s heat map with a cell’s tooltip',
      as: 'teacher',
      open: async (page, world) => {
        await openClassOfWorld(page, world);
        await page.getByRole('table', { name: 'Успех первых попыток по типам' }).getByRole('cell').getByText('0%', { exact: true }).first().hover();
        await expect(page.getByRole('tooltip')).toBeVisible();
      },
    },
    {
      name: 'a class’s heat map on a phone',
      as: 'teacher',
      phone: true,
      open: async (page, world) => {
        await openClassOfWorld(page, world);
        await expect(page.getByRole('region', { name: 'Успех первых попыток по типам, прокручивается вбок' })).toBeVisible();
      },
    },
    { name: 'a class screen for a student', as: 'student', open: (page) => openWithText(page, '/classes/1', 'Доступ только для преподавателей и администраторов') },
  ],
  '/reports': [
    {
      name: 'the error reports with an item (the world student’s report)',
      as: 'admin',
      open: async (page, world) => {
        await openWithHeading(page, '/reports', 'Ошибки в заданиях');
        await expect(page.getByRole('article', { name: `Задание #${world.tasks.type5}` }).getByText(world.student.username, { exact: false }).first()).toBeVisible();
      },
    },
    {
      name: 'the error reports on a phone with the accept dialog',
      as: 'admin',
      phone: true,
      open: async (page, world) => {
        await openWithHeading(page, '/reports', 'Ошибки в заданиях');
        const item = page.getByRole('article', { name: `Задание #${world.tasks.type5}` });
        await item.getByRole('button', { name: 'Принять сообщение' }).first().click();
        await expect(page.getByRole('dialog', { name: 'Принять сообщение' }).getByRole('textbox', { name: 'Ответ ученику' })).toBeVisible();
      },
    },
    { name: 'the error reports for a student', as: 'student', open: (page) => openWithText(page, '/reports', 'Доступ только для авторов, модераторов и администраторов') },
  ],
  '/news': [
    {
      name: 'the news of a guest',
      as: 'guest',
      open: async (page) => {
        await openWithHeading(page, '/news', 'Новости');
        await expect(page.getByRole('article').or(page.getByText('Новостей пока нет')).first()).toBeVisible();
      },
    },
  ],
  '/admin-news': [
    {
      name: 'writing a news item',
      as: 'admin',
      open: async (page) => {
        await openWithHeading(page, '/admin-news', 'Управление новостями');
        await page.getByRole('button', { name: 'Написать новость' }).click();
        await expect(page.getByRole('textbox', { name: 'Текст новости' })).toBeVisible();
      },
    },
    { name: 'news management for a student', as: 'student', open: (page) => openWithText(page, '/admin-news', 'Доступ только для администратора') },
    { name: 'news management for a guest', as: 'guest', open: (page) => openWithText(page, '/admin-news', 'Доступ только для авторизованных пользователей') },
  ],
  '/admin-user-activity': [
    {
      name: 'a student’s attempts',
      as: 'admin',
      open: async (page, world) => {
        await openWithHeading(page, '/admin-user-activity', 'Активность пользователей');
        await page.getByRole('textbox', { name: 'ID пользователя' }).fill(String(world.student.id));
        await page.getByRole('button', { name: 'Применить' }).click();
        await expect(page.getByRole('article', { name: /^Задание #/ }).first()).toBeVisible();
      },
    },
    { name: 'user activity for a guest', as: 'guest', open: (page) => openWithHeading(page, '/admin-user-activity') },
  ],
};

/**
 * Issue 26 §4: on a phone, the boxes that scroll sideways, each wider than its box here. A box is a
 * named region only while it overflows, so each visit waits for that name: axe then checks that
 * every box that scrolls can be reached by the keyboard (scrollable-region-focusable).
 */
const phoneScrollBoxes: Record<string, readonly ScreenVisit[]> = {
  '/profile': [
    {
      name: 'the top tab on a phone',
      as: 'student',
      phone: true,
      open: async (page) => {
        await page.goto('/profile?tab=top');
        await expect(page.getByRole('region', { name: 'Таблица лидеров, прокручивается' })).toBeVisible();
      },
    },
    {
      name: 'the statistics tab on a phone',
      as: 'student',
      phone: true,
      open: async (page) => {
        await page.goto('/profile?tab=stats');
        await expect(page.getByRole('region', { name: 'Календарь решённых задач, прокручивается вбок' })).toBeVisible();
      },
    },
  ],
  '/trainer/task/$id': [
    {
      name: 'a task with its Разбор open, on a phone',
      as: 'student',
      phone: true,
      open: async (page, world) => {
        // The finished codeVariantId showed the task's answer, and with it its 'Разбор'.
        await openWithHeading(page, `/trainer/task/${world.tasks.code}`);
        const worked = page.getByRole('region', { name: 'Разбор' });
        await worked.getByRole('button', { name: /Разбор/ }).click();
        await expect(worked.getByRole('region', { name: 'Код, прокручивается вбок' })).toBeVisible();
      },
    },
  ],
  '/variant/$id/': [
    {
      name: 'a finished variant with a long line of code, on a phone',
      as: 'student',
      phone: true,
      open: async (page, world) => {
        await openWithHeading(page, `/variant/${world.codeVariantId}`);
        await expect(page.getByRole('region', { name: 'Код, прокручивается вбок' })).toBeVisible();
      },
    },
  ],
};
for (const [route, visits] of Object.entries(phoneScrollBoxes)) screensByRoute[route] = [...(screensByRoute[route] ?? []), ...visits];
