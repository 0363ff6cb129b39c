import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Each e2e run gets a port of its own (E2E_PORT), so that two runs at the same time do not clash.
const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://localhost:${port}`;
const dataDir = join(tmpdir(), `ege-web-e2e-${Date.now()}`);
const isRunner = process.env.TEST_WORKER_INDEX === undefined;
// Debian's old headless shell (package chromium-headless-shell) when installed, as .ci/run does: the same
// Blink without the full browser's UI, which took the suite from 14.5 to 9 minutes on 2 cores. Else the
// full Chromium in its headless mode.
const chromium = process.env.E2E_CHROMIUM ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
// Specs that switch a setting of the whole server (registration off) run alone, after all the others:
// a registration in another worker would meet the switched-off form. (`--no-deps` runs one alone.)
const serverWide = /registration-switch\.spec\.ts$/;

// The server stops its embedded PostgreSQL on SIGTERM (gracefulShutdown below) before the runner
// exits, so the per-run data folder can go then.
if (isRunner) process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

export default defineConfig({
  testDir: './e2e',
  // Runs once the webServer is up: puts the trainer's known tasks into its fresh database.
  globalSetup: './e2e/seed-trainer-tasks.ts',
  fullyParallel: false,
  // Two: a test mostly waits (the server, the database, debounces), so a second browser on 2 cores
  // nearly halves the run; every spec makes its own users and data.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Playwright's own budgets, the same for every test: 30 s a test, 5 s an expectation. A test that needs
  // more is made faster (data through the API, page.clock instead of waiting), not given more.
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    locale: 'ru-RU',
    // As a user who asked for less motion (the theme respects it): panels and dialogs open at once. An
    // animated one under load is "not stable" for a click until the test times out (seen: the 19–21
    // block's delete dialog, admin-homework's history panels). Specs about motion opt out.
    reducedMotion: 'reduce',
    // A trace records every action's DOM snapshot: a cost on every test for the failing one's sake (a 18 s
    // homework walk took 40 s with it). So none by default; E2E_TRACE=1 keeps a failing test's trace.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: chromium,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'screens', testIgnore: serverWide },
    { name: 'server-wide settings', testMatch: serverWide, dependencies: ['screens'] },
  ],
  webServer: {
    command: 'node --import tsx ../server/src/main.ts',
    url: `${baseURL}/api/users/register/status/`,
    env: { ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}), PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', REGISTER_LIMIT_PER_IP: '1000', LOGIN_LIMIT_PER_IP: '1000' },
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
