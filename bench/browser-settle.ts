import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** CPU time (clock ticks) of a process and all its descendants, from /proc; null where /proc is not readable. */
export function treeCpuTicks(root: number): number | null {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const parent = new Map<number, number>();
  const ticks = new Map<number, number>();
  for (const name of entries) {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // ended between the listing and the read
    }
    // The command name (field 2) may hold spaces and parentheses: the fields after it start at the last ')'.
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    parent.set(Number(name), Number(rest[1]));
    ticks.set(Number(name), Number(rest[11]) + Number(rest[12]));
  }
  let sum = 0;
  for (const [pid, cpu] of ticks) {
    for (let p: number | undefined = pid; p !== undefined && p > 1; p = parent.get(p)) {
      if (p === root) {
        sum += cpu;
        break;
      }
    }
  }
  return sum;
}

/**
 * Waits until a freshly launched browser has finished starting: until its process tree used at most
 * `idleTicks` of CPU in each of two consecutive windows of `windowMs` (or `maxMs` passed).
 *
 * Why: a new Chromium spends about a second of CPU after launch in renderers of its own (the top-chrome WebUI
 * of the omnibox, measured 350–370 ms of CPU over the first second), on a two-core machine beside the page's
 * renderer. A Lighthouse navigation started at once had its main thread descheduled for much of its tasks' wall
 * time, which Lantern multiplies by 4: blocking time that a phone, whose browser is already running when a link
 * is opened, never sees. Without /proc (not Linux) it waits `maxMs / 5`.
 */
export async function browserSettled(
  pid: number,
  { windowMs = 250, idleTicks = 2, maxMs = 10_000 } = {},
): Promise<{ waitedMs: number; settled: boolean }> {
  const started = Date.now();
  const first = treeCpuTicks(pid);
  if (first === null) {
    await sleep(maxMs / 5);
    return { waitedMs: Date.now() - started, settled: false };
  }
  let last = first;
  let quiet = 0;
  while (Date.now() - started < maxMs) {
    await sleep(windowMs);
    const now = treeCpuTicks(pid) ?? last;
    quiet = now - last <= idleTicks ? quiet + 1 : 0;
    last = now;
    if (quiet >= 2) return { waitedMs: Date.now() - started, settled: true };
  }
  return { waitedMs: Date.now() - started, settled: false };
}
