import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** Lighthouse's threshold: the part of a task beyond 50 ms blocks input. */
const LONG_TASK_MS = 50;

type TraceEvent = { name: string; ts: number; dur?: number; tdur?: number };

/**
 * Blocking time from the main thread's CPU time instead of its wall time: each top-level task that starts after the
 * first contentful paint counts `thread time × slowdown − 50 ms` when positive. Lighthouse's mobile TBT scales each
 * task's observed wall time; on a shared host much of that is the renderer waiting for a core (the product's server,
 * Chromium's other processes, other work), which the multiplier then counts as work. Thread time is what the page
 * itself costs. Up to the trace's end, where Lighthouse stops at interactive: a little more, never less.
 */
export function cpuBlockingMs(trace: { traceEvents: unknown[] }, slowdown: number): number {
  const processed = TraceProcessor.processTrace(trace as never);
  const { timestamps } = TraceProcessor.processNavigation(processed);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
  );
  return tasks
    .filter((task) => !task.parent && (task.event as TraceEvent).ts >= timestamps.firstContentfulPaint)
    .reduce((sum, task) => {
      const event = task.event as TraceEvent;
      // Thread time in µs when the trace has it (tdur), else the wall time Lighthouse uses.
      const threadMs = (event.tdur ?? event.dur ?? (task.endTime - task.startTime) * 1000) / 1000;
      return sum + Math.max(0, threadMs * slowdown - LONG_TASK_MS);
    }, 0);
}
