// Removes a test's temporary folders once the processes using them have exited, from a small
// detached shell of its own. It outlives a run that is killed outright, which the run's own
// clean-up cannot: Playwright SIGKILLs its webServer's process group when a graceful stop times
// out or the runner is killed, and a killed worker never runs afterAll. PGlite keeps its files open
// until its server exits, so the folders go only after every watched process is gone. The shell
// polls (`kill -0`) because the processes are not its children.
import { spawn } from 'node:child_process';

const WATCH = `
for pid in $(echo "$1" | tr , ' '); do
  while kill -0 "$pid" 2>/dev/null; do sleep 1; done
done
shift
rm -rf -- "$@"
`;

/** Removes `dirs` once none of `pids` is running (a no-op for folders already removed). */
export function removeWhenGone(pids, dirs) {
  const watcher = spawn('sh', ['-c', WATCH, 'remove-when-gone', pids.join(','), ...dirs], {
    detached: true,
    stdio: 'ignore',
  });
  watcher.unref();
}
