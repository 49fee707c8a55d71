// @ts-check
/**
 * CPU time of running processes, read from Linux's /proc: what `bench-web.mjs` divides by the pages
 * served. When other work on the machine competes for the cores, a page's CPU time moves much less
 * than requests per second and p99 do (though not nothing: the same region page took 4.0–4.9 ms of
 * the site's CPU in four runs on one machine, while its rate went from 274 to 385 pages/s), so it
 * tells better whether a change made a page cheaper.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (`getconf CLK_TCK`; 100 on every common Linux). */
function clockTicks() {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}

const TICKS = clockTicks();

/**
 * User plus system CPU seconds used so far by process `pid` alone.
 * @param {number} pid
 */
function ownCpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces: state is field 3,
  // utime field 14 and stime field 15 (proc(5)).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

/**
 * The ids of the live child processes of `pid` (all its threads' children).
 * @param {number} pid
 * @returns {number[]}
 */
function childrenOf(pid) {
  const tasks = readdirSync(`/proc/${pid}/task`);
  return tasks.flatMap((tid) =>
    readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number),
  );
}

/**
 * User plus system CPU seconds used so far by process `pid` and its live descendants (the site's
 * worker processes under their supervisor), or null where /proc cannot tell (not Linux, or a
 * process that ended meanwhile).
 * @param {number | undefined} pid
 * @returns {number | null}
 */
export function treeCpuSeconds(pid) {
  if (!pid) return null;
  try {
    return (
      ownCpuSeconds(pid) +
      childrenOf(pid).reduce((sum, child) => sum + (treeCpuSeconds(child) ?? 0), 0)
    );
  } catch {
    return null;
  }
}
