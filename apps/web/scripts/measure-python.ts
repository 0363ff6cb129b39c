/**
 * Measures 'Решить на Python' (issue 28, docs/decisions/068) in real headless Chromium against the real
 * server serving a build, as the demo student on a type-27 task of the demo bank (files 27_A.txt and
 * 27_B.txt): the time from the click on 'Решить на Python' to 'Python готов', cold (a fresh browser
 * context, empty cache) and warm (the same context, the page reloaded: everything from the HTTP cache),
 * plain and under Fast 3G + 4× CPU; the task's reference program ('Разбор') run in the page against
 * python3 on the same machine over the same files; and memory after Python is ready and after the runs.
 * It prints figures, it asserts nothing: speed is measured here, never in tests (docs/decisions/025).
 *
 * CDP slows only a page's main thread: `Emulation.setCPUThrottlingRate` on a worker target answers
 * 'Operation is only supported for pages, not workers'. So "4× CPU" slows the page (the panel's and the
 * editor's chunks, React, the messages from the worker), not Pyodide booting in its worker; Fast 3G
 * applies to the worker's fetches too (they are the page's requests).
 *
 *   npm run build -w @ege/web && npm run measure:python -w @ege/web
 *   npm run measure:python -w @ege/web -- --dist /tmp/other-dist --loads 3 --runs 5 --task 165 --port 3292
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page, type Request } from '@playwright/test';
import { median, startMeasuredServer } from './start-measured-server';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = resolve(webDir, '../..');

/** DevTools' "Fast 3G" (Lighthouse's mobile throttling): 562.5 ms per request, 1.6 Mbps down and 750 kbps up, ×0.9. */
const fast3g = { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1e6 * 0.9) / 8, uploadThroughput: (750 * 1e3 * 0.9) / 8 };
const cpuSlowdown = 4;
const readyText = 'Python готов. Запустите программу: Ctrl+Enter.';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: join(webDir, 'dist') },
    loads: { type: 'string', default: '3' },
    runs: { type: 'string', default: '5' },
    task: { type: 'string' },
    port: { type: 'string', default: '3292' },
    chromium: { type: 'string', default: '/usr/bin/chromium-headless-shell' },
  },
});
const baseUrl = `http://localhost:${values.port}`;

/**
 * Installed before the page's own scripts: the time of the pointer going down on the button the script
 * arms, and every text the panel's status line shows, with its time. A string, not a function: tsx's
 * name helpers would not exist in the page.
 */
const watchPythonStatus = `(() => {
  const marks = { armed: false, clickAt: null, statuses: [] };
  window.__pythonMarks = marks;
  document.addEventListener('pointerdown', () => {
    if (marks.armed) { marks.armed = false; marks.clickAt = performance.now(); marks.statuses = []; }
  }, { capture: true });
  let last = null;
  const check = () => {
    const status = document.querySelector('[data-testid="python-status"]');
    const text = status ? status.textContent : null;
    if (text !== last) { last = text; if (text !== null) marks.statuses.push({ at: performance.now(), text }); }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

type Marks = { armed: boolean; clickAt: number | null; statuses: { at: number; text: string }[] };
type Task = { id: number; generated: boolean; files: { name: string; url: string; bytes: number }[]; program: string; expected: string };
type Load = { cold: number; warm: number; coldBytes: number; warmBytes: number };
type Memory = { pageHeap: number; workerHeap: number | null; workerWasm: number | null; rendererRss: number | null };

const readMarks = (page: Page) => page.evaluate(() => (window as unknown as { __pythonMarks: Marks }).__pythonMarks);

/** Milliseconds from the armed click to the first status line that `done` accepts (a failure to load throws). */
async function clickAndTime(page: Page, click: () => Promise<void>, done: (text: string) => boolean, timeout: number): Promise<{ ms: number; text: string }> {
  await page.evaluate(() => {
    (window as unknown as { __pythonMarks: Marks }).__pythonMarks.armed = true;
  });
  await click();
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const marks = await readMarks(page);
    const failed = marks.statuses.find((status) => status.text.startsWith('Не удалось загрузить Python') || status.text.startsWith('Ошибка') || status.text.startsWith('Программа не уложилась'));
    if (failed) throw new Error(`The panel says: ${failed.text}`);
    const reached = marks.clickAt !== null ? marks.statuses.find((status) => done(status.text)) : undefined;
    if (reached && marks.clickAt !== null) return { ms: reached.at - marks.clickAt, text: reached.text };
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`No such status in ${timeout / 1000} s; the last: ${(await readMarks(page)).statuses.at(-1)?.text ?? 'none'}`);
}

async function signInAsStudent(context: BrowserContext): Promise<void> {
  const response = await context.request.post(`${baseUrl}/api/users/login/`, { data: { username: 'student', password: 'student-demo-1' } });
  if (!response.ok()) throw new Error(`The demo student could not sign in: ${response.status()} ${await response.text()}`);
  const { access } = (await response.json()) as { access: string };
  await context.addInitScript((token) => window.localStorage.setItem('access', token), access);
  await context.addInitScript({ content: watchPythonStatus });
}

async function openTask(page: Page, task: Task, reload = false): Promise<void> {
  if (reload) await page.reload({ waitUntil: 'load' });
  else await page.goto(`${baseUrl}/trainer/task/${task.id}`, { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Решить на Python' }).waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
}

const openPanel = (page: Page) => () => page.getByRole('button', { name: 'Решить на Python' }).click();

/** Cold (a fresh context, empty cache), then warm (the page reloaded: the same context's HTTP cache). */
async function measureLoads(browser: Browser, task: Task, throttled: boolean): Promise<Load> {
  const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
  try {
    await signInAsStudent(context);
    const page = await context.newPage();
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', fast3g);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    const timeout = throttled ? 300_000 : 120_000;
    // What went over the network from the click on (the worker's requests included): -1 is a response from the cache.
    let requests: Request[] = [];
    context.on('request', (request) => requests.push(request));
    const sent = async () => {
      const sizes = await Promise.all(requests.map(async (request) => ((await request.response()) ? (await request.sizes()).responseBodySize : 0)));
      return sizes.filter((size) => size > 0).reduce((total, size) => total + size, 0);
    };
    await openTask(page, task);
    requests = [];
    const cold = await clickAndTime(page, openPanel(page), (text) => text === readyText, timeout);
    const coldBytes = await sent();
    await openTask(page, task, true);
    requests = [];
    const warm = await clickAndTime(page, openPanel(page), (text) => text === readyText, timeout);
    return { cold: cold.ms, warm: warm.ms, coldBytes, warmBytes: await sent() };
  } finally {
    await context.close();
  }
}

// 'Программа завершилась за 0,43 с.', or '… менее чем за 0,01 с.'
const finished = (text: string) => text.startsWith('Программа завершилась ');

/** Replaces the editor's text as a paste would (typing would auto-indent each new line again). */
async function writeCode(page: Page, code: string): Promise<void> {
  const editor = page.getByRole('textbox', { name: 'Программа на Python' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
}

/** The seconds the panel's status gives (a hundredth at least): the worker's own clock around the program. */
function statusSeconds(text: string): number {
  const match = /за ([\d\s,]+) с\./.exec(text);
  return match ? Number(match[1]!.replace(/\s/g, '').replace(',', '.')) : Number.NaN;
}

/** Seconds python3 spends in the program itself: compiled and exec'd as the page does it, in a timed wrapper (no interpreter start). */
function runInPython3(folder: string): { seconds: number; printed: string } {
  const wrapper = [
    'import io, sys, time',
    "code = compile(open('main.py', encoding='utf-8').read(), 'main.py', 'exec')",
    'out, sys.stdout = sys.stdout, io.StringIO()',
    'started = time.perf_counter()',
    "exec(code, {'__name__': '__main__'})",
    'seconds = time.perf_counter() - started',
    'printed, sys.stdout = sys.stdout.getvalue(), out',
    'print(seconds)',
    'print(printed, end="")',
  ].join('\n');
  const [seconds, ...printed] = execFileSync('python3', ['-c', wrapper], { cwd: folder, encoding: 'utf8', timeout: 300_000 }).split('\n');
  return { seconds: Number(seconds), printed: printed.join('\n').trim() };
}

type WorkerSend = (method: string, params?: object) => Promise<Record<string, unknown>>;

/** The worker's target, reached through the page's CDP session (non-flattened: Playwright's session sends no sessionId). */
async function attachToWorker(cdp: CDPSession): Promise<WorkerSend | null> {
  const attached = new Promise<string | null>((done) => {
    cdp.on('Target.attachedToTarget', (event) => {
      if (event.targetInfo.type === 'worker') done(event.sessionId);
    });
    setTimeout(() => done(null), 5_000);
  });
  const replies = new Map<number, (result: Record<string, unknown>) => void>();
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message) as { id?: number; result?: Record<string, unknown> };
    if (message.id !== undefined) replies.get(message.id)?.(message.result ?? {});
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  const sessionId = await attached;
  if (!sessionId) return null;
  let nextId = 1;
  return async (method, params = {}) => {
    const id = nextId++;
    const reply = new Promise<Record<string, unknown>>((done) => replies.set(id, done));
    await cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
    return Promise.race([reply, new Promise<Record<string, unknown>>((done) => setTimeout(() => done({}), 10_000))]);
  };
}

/** The resident memory of Chromium's renderer processes (the page and its worker live in one), from /proc. */
async function rendererRss(browser: Browser): Promise<number | null> {
  try {
    const session = await browser.newBrowserCDPSession();
    const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as { processInfo: { type: string; id: number }[] };
    await session.detach();
    let total = 0;
    for (const renderer of processInfo.filter((info) => info.type === 'renderer')) {
      const status = readFileSync(`/proc/${renderer.id}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    }
    return total;
  } catch {
    return null;
  }
}

/**
 * The worker's WebAssembly memory (Pyodide's heap, which Runtime.getHeapUsage does not count), asked of
 * Python itself by a program run in the panel: the worker keeps Pyodide in a closure, and CDP's
 * Runtime.queryObjects over a worker with that heap crashes the renderer.
 */
const wasmHeapProbe = 'import pyodide_js\nprint(pyodide_js._module.HEAP8.length)';

async function wasmHeap(page: Page): Promise<number | null> {
  await writeCode(page, wasmHeapProbe);
  try {
    await clickAndTime(page, () => page.getByRole('button', { name: 'Запустить', exact: true }).click(), finished, 60_000);
  } catch {
    return null;
  }
  const printed = Number((await page.getByTestId('python-output').textContent())?.trim());
  return Number.isFinite(printed) && printed > 0 ? printed : null;
}

async function measureMemory(browser: Browser, page: Page, cdp: CDPSession, worker: WorkerSend | null): Promise<Memory> {
  await cdp.send('HeapProfiler.collectGarbage').catch(() => {});
  const { metrics } = await cdp.send('Performance.getMetrics');
  const pageHeap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
  if (worker) await worker('HeapProfiler.collectGarbage');
  const usage = (worker ? await worker('Runtime.getHeapUsage') : {}) as { usedSize?: number };
  const rss = await rendererRss(browser);
  return { pageHeap, workerHeap: usage.usedSize ?? null, workerWasm: worker ? await wasmHeap(page) : null, rendererRss: rss };
}

type Runs = { page: number[]; worker: number[]; python3: number[]; before: Memory; ready: Memory; after: Memory };

/** In one plain context: memory before and after the panel loads, then the program in the page and in python3 in turn. */
async function measureRuns(browser: Browser, task: Task, runs: number, folder: string): Promise<Runs> {
  const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
  try {
    await signInAsStudent(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await openTask(page, task);
    const before = await measureMemory(browser, page, cdp, null);
    const worker = attachToWorker(cdp);
    await clickAndTime(page, openPanel(page), (text) => text === readyText, 120_000);
    const workerSession = await worker;
    await page.getByLabel('Ограничение времени').selectOption('300');
    const ready = await measureMemory(browser, page, cdp, workerSession);

    await writeCode(page, task.program);
    const runButton = page.getByRole('button', { name: 'Запустить', exact: true });
    // The first run fetches the files into the worker's cache; it is not counted.
    await clickAndTime(page, () => runButton.click(), finished, 300_000);
    const inPage: number[] = [];
    const inWorker: number[] = [];
    const inPython3: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const { ms, text } = await clickAndTime(page, () => runButton.click(), finished, 300_000);
      const printed = (await page.getByTestId('python-output').textContent())?.trim() ?? '';
      if (printed !== task.expected) console.warn(`  the page printed ${JSON.stringify(printed)}, expected ${JSON.stringify(task.expected)}`);
      inPage.push(ms);
      inWorker.push(statusSeconds(text) * 1000);
      const python3 = runInPython3(folder);
      if (python3.printed !== task.expected) console.warn(`  python3 printed ${JSON.stringify(python3.printed)}, expected ${JSON.stringify(task.expected)}`);
      inPython3.push(python3.seconds * 1000);
    }
    const after = await measureMemory(browser, page, cdp, workerSession);
    return { page: inPage, worker: inWorker, python3: inPython3, before, ready, after };
  } finally {
    await context.close();
  }
}

/** The seed of the generated task the script imports: the same task, files and program on every run. */
const generatedSeed = 'measure-python';

/**
 * An exam-sized type-27 task (difficulty 3, file B ~2 MB) from the generator with a fixed seed, imported
 * into the server's database by the CLI as the demo admin: the demo bank's own type-27 files are small.
 */
function importGeneratedTask(dataDir: string, folder: string): void {
  const cli = (args: string[]) =>
    execFileSync(process.execPath, ['--import', 'tsx', 'apps/cli/src/main.ts', ...args], {
      cwd: repoRoot,
      // eslint-disable-next-line no-restricted-syntax -- the CLI joins the database of the server this script started
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
      timeout: 300_000,
    });
  cli(['generate', '--type', '27', '--count', '1', '--seed', generatedSeed, '--difficulty', '3', folder]);
  cli(['import', folder, '--as', 'admin']);
}

/**
 * Type-27 tasks with 27_A.txt, 27_B.txt and a program in their 'Разбор', as the demo admin sees them
 * (staff get the solution): --task, or the demo bank's with the largest file B (hand-made, the same in
 * every database) and the generated one of seed `measure-python`.
 */
async function findTasks(): Promise<Task[]> {
  const login = await fetch(`${baseUrl}/api/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin-demo-1' }),
  });
  const { access } = (await login.json()) as { access: string };
  const headers = { authorization: `Bearer ${access}` };
  type Full = { id: number; generator?: { seed?: string } | null; attachments: { file: string; url: string }[]; solution: string | null; answers: string[][] | null; answer: string | null };
  const read = async (id: number) => (await (await fetch(`${baseUrl}/api/tasks/task/${id}/`, { headers })).json()) as Full;
  let ids: number[];
  if (values.task) ids = [Number(values.task)];
  else {
    const list = (await (await fetch(`${baseUrl}/api/tasks/tasks/?minimal=true&type=27&page_size=100`, { headers })).json()) as { results: { id: number; type: number }[] };
    ids = list.results.filter((item) => item.type === 27).map((item) => item.id);
  }
  const candidates: Task[] = [];
  for (const id of ids) {
    const task = await read(id);
    const names = task.attachments.map((file) => file.file);
    const code = /<pre><code[^>]*>([\s\S]*?)<\/code><\/pre>/.exec(task.solution ?? '')?.[1];
    if (!names.includes('27_A.txt') || !names.includes('27_B.txt') || !code) continue;
    const files = await Promise.all(
      task.attachments.map(async (file) => ({ name: file.file, url: file.url, bytes: (await (await fetch(baseUrl + file.url)).arrayBuffer()).byteLength })),
    );
    const expected = task.answers ? task.answers.map((row) => row.join(' ')).join('\n') : (task.answer ?? '');
    if (!values.task && task.generator && !task.generator.seed?.startsWith(generatedSeed)) continue;
    candidates.push({ id, generated: Boolean(task.generator), files, program: unescapeHtml(code), expected });
  }
  const sizeOfB = (task: Task) => task.files.find((file) => file.name === '27_B.txt')!.bytes;
  candidates.sort((a, b) => sizeOfB(b) - sizeOfB(a));
  const chosen = values.task ? candidates : [candidates.find((task) => !task.generated), candidates.find((task) => task.generated)].filter((task) => task !== undefined);
  if (chosen.length === 0) throw new Error('No type-27 task with 27_A.txt, 27_B.txt and a program in its solution');
  return chosen;
}

function unescapeHtml(html: string): string {
  return html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([\da-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&amp;/g, '&');
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const spread = (values: readonly number[], format: (value: number) => string) =>
  values.length === 1 ? format(values[0]!) : `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
const mb = (bytes: number | null) => (bytes === null || Number.isNaN(bytes) ? '—' : `${(bytes / 2 ** 20).toFixed(1)} MiB`);

function describeTask(task: Task): string {
  const sizes = task.files.map((file) => `${file.name} ${(file.bytes / 1000).toFixed(0)} kB`).join(', ');
  return `task ${task.id} (${task.generated ? `generated, seed ${generatedSeed}` : 'demo bank'}: ${sizes})`;
}

async function main(): Promise<void> {
  const loads = Number(values.loads);
  const runs = Number(values.runs);
  const dist = resolve(values.dist);
  const dataDir = mkdtempSync(join(tmpdir(), 'ege-measure-python-'));
  const folder = mkdtempSync(join(tmpdir(), 'ege-measure-python-files-'));
  const loadBefore = loadavg();
  const server = await startMeasuredServer({ dist, dataDir, port: values.port, env: { LOGIN_LIMIT_PER_IP: '1000' } });
  const browser = await chromium.launch({
    executablePath: values.chromium,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    if (!values.task) importGeneratedTask(dataDir, join(folder, 'generated'));
    const tasks = await findTasks();
    const first = tasks[0]!;
    console.log(`${tasks.map(describeTask).join('; ')}; Chromium ${browser.version()}; ${dist}`);

    const plain: Load[] = [];
    const throttled: Load[] = [];
    for (let n = 1; n <= loads; n += 1) {
      plain.push(await measureLoads(browser, first, false));
      throttled.push(await measureLoads(browser, first, true));
      const [p, t] = [plain.at(-1)!, throttled.at(-1)!];
      console.log(
        `load ${n}: plain cold ${seconds(p.cold)} (${megabytes(p.coldBytes)} sent), warm ${seconds(p.warm)} (${megabytes(p.warmBytes)}); ` +
          `Fast 3G + ${cpuSlowdown}× CPU cold ${seconds(t.cold)} (${megabytes(t.coldBytes)}), warm ${seconds(t.warm)} (${megabytes(t.warmBytes)})`,
      );
    }
    const results: { task: Task; runs: Runs }[] = [];
    for (const task of tasks) {
      const taskFolder = join(folder, String(task.id));
      mkdirSync(taskFolder);
      for (const file of task.files) writeFileSync(join(taskFolder, file.name), Buffer.from(await (await fetch(baseUrl + file.url)).arrayBuffer()));
      writeFileSync(join(taskFolder, 'main.py'), task.program);
      results.push({ task, runs: await measureRuns(browser, task, runs, taskFolder) });
      const last = results.at(-1)!.runs;
      console.log(`task ${task.id}: in the page ${last.page.map(seconds).join(', ')}; python3 ${last.python3.map(seconds).join(', ')}`);
    }
    const loadAfter = loadavg();
    const python3Version = execFileSync('python3', ['--version'], { encoding: 'utf8' }).trim();

    console.log(`\n${cpus().length} cores (${cpus()[0]?.model.trim() ?? '?'}), load average ${loadBefore.map((v) => v.toFixed(1)).join(' ')} before, ${loadAfter.map((v) => v.toFixed(1)).join(' ')} after; median (min–max)\n`);
    console.log(`| 'Решить на Python' → 'Python готов', ${describeTask(first)} | plain, ${loads} loads | Fast 3G + ${cpuSlowdown}× CPU (the page's thread, not the worker's), ${loads} loads |`);
    console.log('|---|---:|---:|');
    console.log(`| cold: a fresh context, empty cache (${megabytes(median(plain.map((load) => load.coldBytes)))} sent) | ${spread(plain.map((load) => load.cold), seconds)} | ${spread(throttled.map((load) => load.cold), seconds)} |`);
    console.log(`| warm: the page reloaded, files from the HTTP cache (${megabytes(median(plain.map((load) => load.warmBytes)))} sent) | ${spread(plain.map((load) => load.warm), seconds)} | ${spread(throttled.map((load) => load.warm), seconds)} |`);

    const ratio = (a: number[], b: number[]) => `${(median(a) / median(b)).toFixed(2)}×`;
    console.log(`\n| the 'Разбор' program over 27_A.txt and 27_B.txt, ${runs} runs in turn | in the page: 'Запустить' → 'Программа завершилась' | in the worker (the status's figure: files written, program run) | ${python3Version}: the program alone (exec, no interpreter start) | page / python3 | worker / python3 |`);
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const { task, runs: result } of results) {
      console.log(`| ${describeTask(task)} | ${spread(result.page, seconds)} | ${spread(result.worker, seconds)} | ${spread(result.python3, seconds)} | ${ratio(result.page, result.python3)} | ${ratio(result.worker, result.python3)} |`);
    }

    console.log('\n| memory | page JS heap | worker JS heap | worker WebAssembly memory | renderer processes RSS |');
    console.log('|---|---:|---:|---:|---:|');
    for (const { task, runs: result } of results) {
      for (const [label, memory] of [
        ['the task page, panel closed', result.before],
        ['Python ready', result.ready],
        [`after ${runs + 1} runs of the program`, result.after],
      ] as const) {
        console.log(`| task ${task.id}: ${label} | ${mb(memory.pageHeap)} | ${mb(memory.workerHeap)} | ${mb(memory.workerWasm)} | ${mb(memory.rendererRss)} |`);
      }
    }
  } finally {
    await browser.close();
    if (server.exitCode === null) {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
