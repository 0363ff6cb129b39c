import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * How the program is handed to python3, as `python3 solution.py` in its folder ('script'),
 * `python3 -c CODE` ('command') or `python3 -` with the code on stdin ('stdin').
 */
export type PythonLaunch = 'script' | 'command' | 'stdin';
export type PythonProgram = { python: string; files?: readonly { name: string; content: Buffer }[]; launch?: PythonLaunch };
/** What one program did: its output, its exit status (null when a signal ended it) and whether it ran out of time. */
export type PythonRun = { stdout: string; stderr: string; status: number | null; timedOut: boolean };

/**
 * The driver: one python3 that forks a child per program. A child is the interpreter as it stood right after
 * start (only os, sys, json and signal loaded, no random state drawn), moved to the program's own folder
 * with its own stdin (empty), stdout and stderr files, and an alarm for its time limit; it runs the code as
 * __main__ the way `python3 -c` does (an uncaught exception printed by sys.excepthook and exit 1, sys.exit
 * honoured, atexit and non-daemon threads run before the end). Starting python3 costs 40–350 ms (a pyenv
 * shim is a bash script and a second exec): a fork costs about a millisecond.
 */
const driver = String.raw`
import json, os, signal, sys

def exit_status(error):
    code = error.code
    if code is None:
        return 0
    if isinstance(code, int):
        return code & 0xFF
    try:
        print(code, file=sys.stderr)
    except BaseException:
        pass
    return 1

def child(job):
    os.chdir(job['cwd'])
    stdin = os.open(os.devnull, os.O_RDONLY)
    os.dup2(stdin, 0)
    os.close(stdin)
    for fd, path in ((1, job['stdout']), (2, job['stderr'])):
        out = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        os.dup2(out, fd)
        os.close(out)
    sys.argv = [job['argv0']]
    sys.path[0] = job['path0']
    signal.alarm(job['timeout'])
    import builtins
    scope = {'__name__': '__main__', '__doc__': None, '__package__': None, '__loader__': None, '__spec__': None, '__builtins__': builtins}
    if job['file'] is not None:
        scope['__file__'] = job['file']
    status = 0
    try:
        exec(compile(job['code'], job['filename'], 'exec'), scope)
    except SystemExit as error:
        status = exit_status(error)
    except BaseException:
        kind, error, trace = sys.exc_info()
        trace = trace.tb_next  # the program's frames, without this driver's
        sys.excepthook(kind, error.with_traceback(trace), trace)
        status = 1
    try:
        if 'threading' in sys.modules:
            sys.modules['threading']._shutdown()
        import atexit
        atexit._run_exitfuncs()
    except SystemExit as error:
        status = exit_status(error)
    except BaseException:
        sys.excepthook(*sys.exc_info())
        status = 1
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except BaseException:
            status = 120
    return status

def main():
    with open(sys.argv[1], encoding='utf-8') as jobs_file:
        jobs = json.load(jobs_file)
    results = []
    for job in jobs:
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:
            status = 1
            try:
                status = child(job)
            finally:
                os._exit(status)
        _, wait_status = os.waitpid(pid, 0)
        if os.WIFSIGNALED(wait_status):
            results.append({'status': None, 'signal': os.WTERMSIG(wait_status)})
        else:
            results.append({'status': os.WEXITSTATUS(wait_status), 'signal': None})
    print(json.dumps(results))

main()
`;

const launches: Record<PythonLaunch, { argv0: string; filename: string; path0: (cwd: string) => string }> = {
  script: { argv0: 'solution.py', filename: 'solution.py', path0: (cwd) => cwd },
  command: { argv0: '-c', filename: '<string>', path0: () => '' },
  stdin: { argv0: '-', filename: '<stdin>', path0: () => '' },
};

/**
 * Runs each program as its own python3 run would: in a folder of its own with its files beside it, its own
 * output and exit status, and its own time limit (SIGALRM after timeoutSeconds). One python3 start for all.
 */
export function runPythonPrograms(programs: readonly PythonProgram[], timeoutSeconds = 20): PythonRun[] {
  if (programs.length === 0) return [];
  const root = mkdtempSync(join(tmpdir(), 'python-programs-'));
  try {
    const jobs = programs.map((program, i) => {
      const cwd = join(root, String(i));
      mkdirSync(cwd);
      for (const file of program.files ?? []) writeFileSync(join(cwd, file.name), file.content);
      const launch = launches[program.launch ?? 'command'];
      if (program.launch === 'script') writeFileSync(join(cwd, 'solution.py'), program.python);
      return {
        code: program.python,
        cwd,
        stdout: join(root, `${i}.out`),
        stderr: join(root, `${i}.err`),
        argv0: launch.argv0,
        filename: launch.filename,
        file: program.launch === 'script' ? join(cwd, 'solution.py') : null,
        path0: launch.path0(cwd),
        timeout: timeoutSeconds,
      };
    });
    writeFileSync(join(root, 'jobs.json'), JSON.stringify(jobs));
    const run = spawnSync('python3', ['-c', driver, join(root, 'jobs.json')], { encoding: 'utf8', timeout: (timeoutSeconds + 5) * 1000 * programs.length, maxBuffer: 1024 * 1024 });
    if (run.error || run.status !== 0) throw new Error(`python3 не отработал: ${run.error?.message ?? run.stderr}`);
    const results = JSON.parse(run.stdout) as { status: number | null; signal: number | null }[];
    return results.map((result, i) => ({
      stdout: readFileSync(join(root, `${i}.out`), 'utf8'),
      stderr: readFileSync(join(root, `${i}.err`), 'utf8'),
      status: result.status,
      timedOut: result.signal === 14, // SIGALRM
    }));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
