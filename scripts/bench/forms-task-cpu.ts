/**
 * Main-thread task CPU from navigation to the harness's ready mark, from a Chromium trace: the
 * thread time of the renderer main thread's top-level tasks, summed. Unlike wall-clock ready it
 * barely moves with the machine's load (a task's thread time does not count the time it waits
 * for a core), so it tells builds apart on a busy machine.
 */
import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/** The trace categories it needs: top-level tasks, navigationStart and performance marks. */
const CATEGORIES = 'toplevel,blink.user_timing';
/** The top-level task events of the renderer's threads (their names differ between versions). */
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
/** The mark the harness sets when it is ready (harness/ready.ts). */
export const READY_MARK = 'benchReady';

/** One event of a Chromium trace (the fields these benches read). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** Starts tracing `page`; the returned function, called after ready, gives the task CPU (ms). */
export async function traceTaskCpu(
  context: BrowserContext,
  page: Page,
): Promise<() => Promise<number>> {
  const cdp: CDPSession = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  return async () => {
    const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach();
    return taskCpuBeforeReady(events);
  };
}

function taskCpuBeforeReady(events: TraceEvent[]): number {
  const ready = events.find((e) => e.name === READY_MARK);
  if (!ready) throw new Error(`no "${READY_MARK}" mark in the trace`);
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === ready.pid,
  );
  const start = events.find((e) => e.name === 'navigationStart' && e.pid === ready.pid);
  if (!main || !start) throw new Error('no renderer main thread or navigationStart in the trace');
  let us = 0;
  for (const e of events) {
    if (e.ph !== 'X' || !TASKS.has(e.name) || e.pid !== main.pid || e.tid !== main.tid) continue;
    if (e.ts >= start.ts && e.ts < ready.ts) us += e.tdur ?? e.dur ?? 0;
  }
  return us / 1000;
}
