/**
 * Measures the first visit of `/` as a student on a phone meets it: Fast 3G and a 4× slower CPU, as
 * DevTools and Lighthouse define them, in real Chromium against the real server serving a build.
 * It prints figures, it asserts nothing: speed is measured here, never in tests (docs/decisions/025).
 *
 *   npm run build -w @ege/web && npm run measure:load -w @ege/web
 *   npm run measure:load -w @ege/web -- --dist /tmp/other-dist --runs 5 --port 3291 --verbose (each request)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { formatKb } from './compressed-sizes';
import { median, startMeasuredServer } from './start-measured-server';

const webDir = fileURLToPath(new URL('..', import.meta.url));

/** DevTools' "Fast 3G" (Lighthouse's mobile throttling): 562.5 ms per request, 1.6 Mbps down and 750 kbps up, ×0.9. */
const fast3g = { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1e6 * 0.9) / 8, uploadThroughput: (750 * 1e3 * 0.9) / 8 };
const cpuSlowdown = 4;

type Marks = { ready?: number; clickAt?: number; tabSwitched?: number; lcp?: number };
type Visit = {
  fcp: number;
  lcp: number;
  ready: number;
  tabResponse: number;
  requests: number;
  bytes: number;
  scripts: number;
  scriptBytes: number;
  styleBytes: number;
  apiCalls: number;
  encodings: string;
};

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: join(webDir, 'dist') },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3290' },
    verbose: { type: 'boolean', default: false },
  },
});
const baseUrl = `http://localhost:${values.port}`;

/**
 * Installed before the page's own scripts. "Ready" is the variants page a student can use: the tabs
 * are rendered by React (so they respond) and the open tab shows its list (cards or the empty notice,
 * not the skeleton). The tab switch is timed from the pointer going down to the tab being selected.
 * A string, not a function: tsx's name helpers would not exist in the page.
 */
const watchVariantsPage = `(() => {
  const marks = {};
  window.__loadMarks = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const check = () => {
    const tab = document.querySelector('[role="tab"][aria-selected="true"]');
    const panel = tab && document.getElementById(tab.getAttribute('aria-controls'));
    if (marks.ready === undefined && panel && !panel.querySelector('[aria-busy="true"]') && panel.textContent.trim()) {
      marks.ready = performance.now();
    }
    if (marks.clickAt !== undefined && marks.tabSwitched === undefined && document.querySelector('[role="tab"][data-measure-target][aria-selected="true"]')) {
      marks.tabSwitched = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  document.addEventListener('pointerdown', () => { marks.clickAt ??= performance.now(); }, { capture: true });
})();`;

async function measureVisit(page: Page, settle: () => Promise<{ requests: Request[] }>): Promise<Visit> {
  await page.goto(baseUrl + '/', { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as unknown as { __loadMarks: Marks }).__loadMarks.ready !== undefined, null, { timeout: 120_000, polling: 200 });
  await page.waitForLoadState('networkidle');
  const { requests } = await settle();

  const other = page.locator('[role="tab"][aria-selected="false"]').first();
  await other.evaluate((tab) => tab.setAttribute('data-measure-target', ''));
  await other.click();
  await page.waitForFunction(() => (window as unknown as { __loadMarks: Marks }).__loadMarks.tabSwitched !== undefined, null, { timeout: 30_000, polling: 100 });

  const { marks, fcp } = await page.evaluate(() => ({
    marks: (window as unknown as { __loadMarks: Marks }).__loadMarks,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  }));
  const sized = await Promise.all(
    requests.map(async (request) => {
      const response = await request.response();
      const sizes = response ? await request.sizes() : { responseBodySize: 0 };
      const timing = request.timing();
      return {
        url: request.url().replace(baseUrl, ''),
        type: request.resourceType(),
        bytes: sizes.responseBodySize,
        encoding: (await response?.headerValue('content-encoding')) ?? 'none',
        startedAt: timing.startTime,
        took: timing.responseEnd,
      };
    }),
  ).then((all) => all.filter((entry) => entry.bytes >= 0)); // -1: taken from the browser's cache, no request went out
  if (values.verbose) {
    const origin = Math.min(...sized.map((entry) => entry.startedAt));
    for (const entry of sized) {
      console.log(`  +${(entry.startedAt - origin).toFixed(0).padStart(5)} ms ${entry.took.toFixed(0).padStart(5)} ms  ${entry.type.padEnd(10)} ${formatKb(entry.bytes).padStart(9)} ${entry.encoding.padEnd(4)} ${entry.url}`);
    }
  }
  const scripts = sized.filter((entry) => entry.type === 'script');
  return {
    fcp,
    lcp: marks.lcp ?? Number.NaN,
    ready: marks.ready ?? Number.NaN,
    tabResponse: (marks.tabSwitched ?? Number.NaN) - (marks.clickAt ?? Number.NaN),
    requests: sized.length,
    bytes: sum(sized.map((entry) => entry.bytes)),
    scripts: scripts.length,
    scriptBytes: sum(scripts.map((entry) => entry.bytes)),
    styleBytes: sum(sized.filter((entry) => entry.type === 'stylesheet').map((entry) => entry.bytes)),
    apiCalls: sized.filter((entry) => entry.type === 'fetch' || entry.type === 'xhr').length,
    encodings: [...new Set(scripts.map((entry) => entry.encoding))].join(', '),
  };
}

/** A cold first visit in a fresh browser context, then a repeat visit in the same one (a warm cache). */
async function measureRun(browser: Browser): Promise<{ first: Visit; repeat: Visit }> {
  const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: false });
  await context.addInitScript({ content: watchVariantsPage });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', fast3g);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  let requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const settle = async () => {
    const taken = requests;
    requests = [];
    return { requests: taken };
  };
  const first = await measureVisit(page, settle);
  await page.goto('about:blank');
  requests = [];
  const repeat = await measureVisit(page, settle);
  await context.close();
  return { first, repeat };
}

/** A few public variants, so a guest's landing list shows cards, as on a real installation. */
async function seedPublicVariants(): Promise<void> {
  const login = await fetch(`${baseUrl}/api/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin-demo-1' }),
  });
  const { access } = (await login.json()) as { access: string };
  for (const [index, tasksByType] of [{ '1': 1, '2': 1, '5': 1 }, { '3': 1, '4': 1 }, { '6': 1, '7': 1, '8': 1 }, { '9': 1, '10': 1 }].entries()) {
    const response = await fetch(`${baseUrl}/api/tasks/variants/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
      body: JSON.stringify({ name: `Пробный вариант ${index + 1}`, tasksByType, is_public: true, is_draft: false }),
    });
    if (!response.ok) throw new Error(`Could not create a public variant: ${response.status} ${await response.text()}`);
  }
}

function sum(numbers: readonly number[]): number {
  return numbers.reduce((total, value) => total + value, 0);
}

function describeVisits(label: string, visits: readonly Visit[]): string {
  const seconds = (pick: (visit: Visit) => number) => `${(median(visits.map(pick)) / 1000).toFixed(2)} s`;
  const kb = (pick: (visit: Visit) => number) => formatKb(median(visits.map(pick)));
  const count = (pick: (visit: Visit) => number) => String(median(visits.map(pick)));
  return [
    `| ${label} | ${seconds((v) => v.fcp)} | ${seconds((v) => v.lcp)} | ${seconds((v) => v.ready)} | ${Math.round(median(visits.map((v) => v.tabResponse)))} ms |`,
    ` ${count((v) => v.requests)} (${count((v) => v.scripts)} JS, ${count((v) => v.apiCalls)} API) | ${kb((v) => v.scriptBytes)} | ${kb((v) => v.styleBytes)} | ${kb((v) => v.bytes)} | ${visits[0]?.encodings || '—'} |`,
  ].join('');
}

async function main(): Promise<void> {
  const runs = Number(values.runs);
  const dist = resolve(values.dist);
  const dataDir = mkdtempSync(join(tmpdir(), 'ege-measure-load-'));
  const server = await startMeasuredServer({ dist, dataDir, port: values.port });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    await seedPublicVariants();
    const results: { first: Visit; repeat: Visit }[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await measureRun(browser);
      results.push(result);
      const { first } = result;
      console.log(
        `run ${run}: FCP ${first.fcp.toFixed(0)} ms, ready ${first.ready.toFixed(0)} ms, tab ${first.tabResponse.toFixed(0)} ms, ` +
          `${first.requests} requests, JS ${formatKb(first.scriptBytes)} (${first.encodings}); repeat visit ready ${result.repeat.ready.toFixed(0)} ms`,
      );
    }
    console.log(`\nFast 3G (562.5 ms, 1.44 Mbps down) + CPU ×${cpuSlowdown}, ${dist}, median of ${runs}:\n`);
    console.log('| visit of `/` | first contentful paint | largest contentful paint | variants page ready | tab switch | requests | JS sent | CSS sent | all sent | JS encoding |');
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    console.log(describeVisits('first (empty cache)', results.map((result) => result.first)));
    console.log(describeVisits('repeat (cached)', results.map((result) => result.repeat)));
  } finally {
    await browser.close();
    if (server.exitCode === null) {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
