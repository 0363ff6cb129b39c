import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { screensByRoute, type A11yWorld, type Persona, type ScreenVisit } from './accessibility-screens';
import { blockingImpacts, describeFindings, scanPage, themeRules, type AxeFinding } from './axe-scan';
import { cumulativeLayoutShift, layoutShiftBudget } from './layout-shift';
import { assignAsTeacher, registerStudent } from './profile-homework-helpers';
import { seededTrainerTasks } from './trainer-tasks';
import { demoAdmin, demoAuthor } from './upload-helpers';
import type { TestUser } from './test-users';
import { createVariantThroughApi, uniqueVariantName } from './variant-solving-helpers';

// Target (issue 12): WCAG 2.2 AA, no finding of serious or critical impact on any screen in either theme.

const routesDir = fileURLToPath(new URL('../src/routes', import.meta.url));
const demoTeacher: TestUser = { username: 'teacher', email: '', password: 'teacher-demo-1' };
const schemes = ['light', 'dark'] as const;
type Scheme = (typeof schemes)[number];

/**
 * The TanStack Router id of a file under src/routes: dots and folders nest, `index` is its parent's
 * own page, a `.lazy` half belongs to its route, pathless `_layout`s and `(groups)` add no segment,
 * `-`files are not routes.
 */
function routeIdOf(file: string): string | null {
  const segments = file.replace(/\.tsx?$/, '').replace(/\.lazy$/, '').split(/[/.]/);
  if (segments[0] === '__root' || segments.some((segment) => segment.startsWith('-'))) return null;
  const path = segments.filter((segment) => !segment.startsWith('_') && !/^\(.*\)$/.test(segment) && segment !== 'route');
  if (path.at(-1) !== 'index') return `/${path.join('/')}`;
  path.pop();
  return path.length === 0 ? '/' : `/${path.join('/')}/`;
}

function routeIds(): string[] {
  const files = readdirSync(routesDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
  return [...new Set(files.map((file) => routeIdOf(file.replaceAll('\\', '/'))).filter((id) => id !== null))].sort();
}

// The screens are independent: both workers take them (each worker builds its own world in beforeAll).
test.describe.configure({ mode: 'parallel' });

let world: A11yWorld;
const tokens: Partial<Record<Persona, string>> = {};

async function signInThroughApi(baseURL: string | undefined, playwright: Parameters<typeof assignAsTeacher>[0], user: TestUser): Promise<string> {
  const api = await playwright.request.newContext({ baseURL });
  try {
    const response = await api.post('/api/users/login/', { data: { username: user.username, password: user.password } });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { access: string }).access;
  } finally {
    await api.dispose();
  }
}

test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL;
  const request = await playwright.request.newContext({ baseURL });
  try {
    const tasks = seededTrainerTasks();
    const student = await registerStudent(request);
    const auth = { Authorization: `Bearer ${student.access}` };
    // Homework brings a notification under the bell, a card on the homework tab and a profile section.
    await assignAsTeacher(playwright, baseURL, student, { '1': 1, '5': 1 }, 'E2E: доступность');
    const wrong = await request.post('/api/tasks/check/', { data: { task_id: tasks.type5, user_answer: '12' }, headers: auth });
    expect(wrong.status(), await wrong.text()).toBe(200);
    // An error report of his: an item of the queue /reports (issue 30).
    const report = await request.post(`/api/tasks/${tasks.type5}/reports/`, { data: { kind: 'answer', text: 'E2E: доступность, ответ 13 неверный' }, headers: auth });
    expect(report.status(), await report.text()).toBe(200);
    const variantId = await createVariantThroughApi(request, student.access, {
      name: uniqueVariantName('E2E доступность'),
      tasks: [tasks.field, tasks.table27, tasks.type5],
      mode: 'KEGE',
      show_results_mode: 'inline',
    });
    const finishedVariantId = await createVariantThroughApi(request, student.access, {
      name: uniqueVariantName('E2E доступность, итоги'),
      tasks: [tasks.field, tasks.type5],
      mode: 'KEGE',
      show_results_mode: 'after',
    });
    const finish = await request.post(`/api/tasks/variants/${finishedVariantId}/finish/`, {
      data: { answers: { [tasks.field]: { user_answer: '42' }, [tasks.type5]: { user_answer: '7' } }, elapsed_seconds: 95 },
      headers: auth,
    });
    expect(finish.status(), await finish.text()).toBe(200);
    const codeVariantId = await createVariantThroughApi(request, student.access, {
      name: uniqueVariantName('E2E доступность, код'),
      tasks: [tasks.code],
      mode: 'KEGE',
      show_results_mode: 'after',
    });
    const codeFinish = await request.post(`/api/tasks/variants/${codeVariantId}/finish/`, {
      data: { answers: { [tasks.code]: { user_answer: '7' } }, elapsed_seconds: 30 },
      headers: auth,
    });
    expect(codeFinish.status(), await codeFinish.text()).toBe(200);
    tokens.student = student.access;
    tokens.author = await signInThroughApi(baseURL, playwright, demoAuthor);
    tokens.teacher = await signInThroughApi(baseURL, playwright, demoTeacher);
    tokens.admin = await signInThroughApi(baseURL, playwright, demoAdmin);
    // The demo teacher's class of the student: his homework and answers are its report.
    const made = await request.post('/api/classes/', {
      data: { name: `E2E доступность ${Date.now().toString(36)}`, student_ids: [student.id] },
      headers: { Authorization: `Bearer ${tokens.teacher}` },
    });
    expect(made.status(), await made.text()).toBe(200);
    const classId = ((await made.json()) as { id: number }).id;
    world = { tasks, student, variantId, finishedVariantId, codeVariantId, classId };
  } finally {
    await request.dispose();
  }
});

async function openContext(browser: Browser, visit: ScreenVisit): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: visit.phone ? { width: 375, height: 812 } : { width: 1280, height: 900 },
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  // The theme as the header's switch stores it (public/color-scheme.js applies it before the first paint),
  // set once: not again by a later page or by the theory frame, whose write would switch the theme back.
  await context.addInitScript((token) => {
    if (window.sessionStorage.getItem('a11y-started') !== null) return;
    window.sessionStorage.setItem('a11y-started', '1');
    window.localStorage.setItem('theme', 'light');
    if (token) window.localStorage.setItem('access', token);
  }, visit.as === 'guest' ? '' : (tokens[visit.as] ?? ''));
  return context;
}

/**
 * Switches the open page to `scheme` as a switch in another tab of the app would: the stored value
 * and the storage event Mantine's colour scheme manager listens to. Menus and dialogs stay open, so
 * each screen is opened once and looked at in both themes.
 */
async function switchScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.evaluate((value) => {
    window.localStorage.setItem('theme', value);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: value, storageArea: window.localStorage }));
  }, scheme);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

/** What still moves on the page: busy regions, finite animations and transitions, frames still loading. */
function unsettledParts(): string[] {
  const busy = [...document.querySelectorAll('[aria-busy="true"]')].map((element) => `busy: ${element.outerHTML.slice(0, 120)}`);
  const moving = document
    .getAnimations()
    .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity)
    .map((animation) => `animation: ${animation instanceof CSSTransition ? animation.transitionProperty : animation.id} on ${(animation.effect as KeyframeEffect | null)?.target?.className ?? '?'}`);
  const frames = [...document.querySelectorAll('iframe')]
    .filter((frame) => frame.contentDocument?.URL !== frame.src || frame.contentDocument.readyState !== 'complete')
    .map((frame) => `frame: ${frame.src}`);
  return [...busy, ...moving, ...frames];
}

/**
 * Waits until nothing loads, no transition runs (a half-faded popover has no contrast to measure) and
 * every frame shows the page its address names (the theory frame reloads in the other theme).
 */
async function settle(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(unsettledParts), { message: 'the page settles', timeout: 10_000 }).toEqual([]);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

test('every route of the web client has its screens in the accessibility table', () => {
  expect(Object.keys(screensByRoute).sort()).toEqual(routeIds());
});

for (const [route, visits] of Object.entries(screensByRoute)) {
  for (const visit of visits) {
    test(`axe: ${route} — ${visit.name} (${visit.as}${visit.phone ? ', 375 px' : ''}), light and dark (colours), layout shift`, async ({ browser }, testInfo) => {
      // A full scan in light; in dark only what the theme changes (colours). The statistics tab (27 cards,
      // three charts) and the 48 achievement cards still take axe several seconds on 2 cores.
      const found: Partial<Record<Scheme, AxeFinding[]>> = {};
      let layoutShift = 0;
      const context = await openContext(browser, visit);
      try {
        const page = await context.newPage();
        await visit.open(page, world);
        for (const scheme of schemes) {
          await switchScheme(page, scheme);
          await settle(page);
          if (scheme === 'light') layoutShift = await cumulativeLayoutShift(page);
          found[scheme] = await scanPage(page, scheme === 'light' ? undefined : themeRules);
        }
      } finally {
        await context.close();
      }
      testInfo.annotations.push({ type: 'layout shift', description: layoutShift.toFixed(4) });
      await testInfo.attach('axe-findings.json', { body: JSON.stringify(found, null, 2), contentType: 'application/json' });
      for (const scheme of schemes) {
        const blocking = (found[scheme] ?? []).filter((finding) => blockingImpacts.includes(finding.impact));
        expect(describeFindings(blocking), `serious or critical findings in the ${scheme} theme`).toBe('');
      }
      expect(layoutShift, 'layout shift from load until the screen settles').toBeLessThanOrEqual(layoutShiftBudget);
    });
  }
}
