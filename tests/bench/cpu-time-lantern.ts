/**
 * Lighthouse's simulated metrics, computed again from the page's main-thread CPU time.
 *
 * Lantern (Lighthouse's default throttling) loads the page unthrottled, then simulates a slow phone: each
 * main-thread task counts four times its observed duration. That duration is wall time. On a small machine
 * that also runs Lighthouse, the server and the rest of Chromium, the page's main thread spends much of a
 * task waiting, for a core above all (a /home load here: about 1 s of wall time for 0.4 s of CPU time, and
 * the bare React page waits as much), and lantern counts the wait as the page's work. Chromium's trace
 * also records each task's CPU time (`tdur`): giving lantern a copy of the trace in which every main-thread
 * task lasts its CPU time shows what the page itself costs, whatever else the machine was doing. The
 * network side of the simulation is left as it was.
 */
import type * as LH from 'lighthouse/types/lh.js';

/** What the rewrite reads of a trace event (microseconds). */
export interface TimedEvent {
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly ph: string;
  readonly dur?: number;
}

/** A top-level task of the page's main thread, with its wall time (`dur`) and CPU time (`tdur`). */
export interface ThreadTask {
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur: number;
  readonly tdur: number;
}

/**
 * The events with every task of `tasks` shrunk to its CPU time: an event of the same thread within a task
 * keeps its place in proportion (so nesting holds), and its duration shrinks by the same factor. Other
 * threads, metadata and the time between tasks stay as they were. Tasks must not overlap (a thread runs one
 * at a time); a task whose CPU time exceeds its wall time (clock rounding) keeps its wall time.
 */
export function onCpuTime<E extends TimedEvent>(events: readonly E[], tasks: readonly ThreadTask[]): E[] {
  const sorted = [...tasks].sort((a, b) => a.ts - b.ts);
  const thread = sorted[0];
  if (thread === undefined) return [...events];
  const within = (ts: number): ThreadTask | undefined => {
    let low = 0;
    let high = sorted.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const task = sorted[middle];
      if (task === undefined) return undefined;
      if (ts < task.ts) high = middle - 1;
      else if (ts > task.ts + task.dur) low = middle + 1;
      else return task;
    }
    return undefined;
  };
  return events.map((event) => {
    if (event.pid !== thread.pid || event.tid !== thread.tid || event.ph === 'M') return event;
    const task = within(event.ts);
    if (task === undefined || task.dur <= 0) return event;
    const factor = Math.min(1, task.tdur / task.dur);
    const moved = { ...event, ts: task.ts + (event.ts - task.ts) * factor };
    return event.dur === undefined ? moved : { ...moved, dur: event.dur * factor };
  });
}

/** Lantern's network simulator, as Lighthouse makes it for a run. */
export type LanternSimulator = NonNullable<LH.Artifacts.MetricComputationDataInput['simulator']>;

/**
 * What lantern computes a metric from: a run's artifacts, with its trace or its network log replaced where
 * given, and with a simulator made beforehand where given (otherwise lantern makes one from the network log).
 */
export function lanternInput(
  artifacts: LH.Artifacts,
  settings: LH.Config.Settings,
  changed: { trace?: LH.Trace; devtoolsLog?: LH.DevtoolsLog; simulator?: LanternSimulator } = {},
) {
  return {
    trace: changed.trace ?? artifacts.Trace,
    devtoolsLog: changed.devtoolsLog ?? artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    simulator: changed.simulator ?? null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
  };
}

/**
 * The run's network log with only the document and the requests `needed` keeps: lantern simulates the page
 * as if the others had never been sent.
 */
export function onlyNeededRequests(log: LH.DevtoolsLog, needed: (url: URL) => boolean): LH.DevtoolsLog {
  const sent = log.filter((entry) => entry.method === 'Network.requestWillBeSent');
  const documentId = sent[0]?.params.requestId;
  const dropped = new Set(sent.filter((entry) => entry.params.requestId !== documentId && !needed(new URL(entry.params.request.url))).map((entry) => entry.params.requestId));
  return log.filter((entry) => !(entry.params !== undefined && 'requestId' in entry.params && dropped.has(String(entry.params.requestId))));
}

/**
 * Lantern's metrics and Lighthouse's score for a run whose main-thread tasks last their CPU time; with
 * `needed`, also its LCP had only those requests been made, from the same servers (the floor under a page's
 * LCP).
 */
export interface CpuTimeFigures {
  readonly score: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly speedIndexMs: number;
  /** LCP with only the requests `needed` kept on the network (NaN when no filter was given). */
  readonly neededOnlyLcpMs: number;
  /** The main thread's top-level tasks while the page loaded: wall time, and the CPU time it had. */
  readonly wallMs: number;
  readonly cpuMs: number;
}

/** How many times its CPU time the main thread's work took in wall time: above 1, it was kept waiting. */
export const wallOverCpu = (figures: CpuTimeFigures): number => figures.wallMs / figures.cpuMs;

/** A trace event's CPU time (Chromium writes `tdur` beside `dur`; Lighthouse's types leave it out). */
const threadTime = (event: object): number | undefined => ('tdur' in event && typeof event.tdur === 'number' ? event.tdur : undefined);

const METRIC_AUDITS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;

/**
 * The simulator lantern makes for the whole run: its estimates of each origin's round trip and server
 * response time come from every request the run made. A simulation of the same run with fewer requests (the
 * floor) must be given this one: left to make its own from the requests it keeps, lantern would estimate each
 * server's response time from those alone (the median per origin), and a floor that kept the account read
 * but not the gateway's slower reads would be simulated against a faster gateway than the page was.
 */
export async function runSimulator(artifacts: LH.Artifacts, settings: LH.Config.Settings): Promise<LanternSimulator> {
  const { LoadSimulator } = await import('lighthouse/core/computed/load-simulator.js');
  return LoadSimulator.request({ devtoolsLog: artifacts.DevtoolsLog, settings }, { computedCache: new Map() });
}

/**
 * Lantern's LCP estimate for a run simulated again with only the requests `needed` keeps (and the document),
 * on the whole run's estimates of each server's response time (runSimulator): the floor under a page's LCP.
 * `trace` replaces the run's own (its tasks on CPU time, for instance).
 */
export async function lcpWithOnly(artifacts: LH.Artifacts, settings: LH.Config.Settings, needed: (url: URL) => boolean, trace: LH.Trace = artifacts.Trace): Promise<number> {
  const { LanternLargestContentfulPaint } = await import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js');
  const input = lanternInput(artifacts, settings, { trace, devtoolsLog: onlyNeededRequests(artifacts.DevtoolsLog, needed), simulator: await runSimulator(artifacts, settings) });
  return (await LanternLargestContentfulPaint.request(input, { computedCache: new Map() })).timing;
}

/** Lantern on CPU time for a Lighthouse run made with the default (simulated) throttling. */
export async function lanternOnCpuTime(result: LH.RunnerResult, needed?: (url: URL) => boolean): Promise<CpuTimeFigures> {
  const [{ MainThreadTasks }, { LanternFirstContentfulPaint }, { LanternLargestContentfulPaint }, { LanternTotalBlockingTime }, { LanternSpeedIndex }, { Util }] =
    await Promise.all([
      import('lighthouse/core/computed/main-thread-tasks.js'),
      import('lighthouse/core/computed/metrics/lantern-first-contentful-paint.js'),
      import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'),
      import('lighthouse/core/computed/metrics/lantern-total-blocking-time.js'),
      import('lighthouse/core/computed/metrics/lantern-speed-index.js'),
      import('lighthouse/shared/util.js'),
    ]);
  const { lhr, artifacts } = result;
  const trace = artifacts.Trace;
  const tasks = (await MainThreadTasks.request(trace, { computedCache: new Map() })).flatMap(({ parent, event }): ThreadTask[] => {
    const tdur = threadTime(event);
    return parent === undefined && event.ph === 'X' && tdur !== undefined ? [{ pid: event.pid, tid: event.tid, ts: event.ts, dur: event.dur ?? 0, tdur }] : [];
  });
  const cpuTrace: LH.Trace = { ...trace, traceEvents: onCpuTime(trace.traceEvents, tasks) };
  const data = lanternInput(artifacts, lhr.configSettings, { trace: cpuTrace });
  const context = { computedCache: new Map() };
  const [fcp, lcp, tbt, speedIndex] = await Promise.all([
    LanternFirstContentfulPaint.request(data, context),
    LanternLargestContentfulPaint.request(data, context),
    LanternTotalBlockingTime.request(data, context),
    LanternSpeedIndex.request(data, context),
  ]);
  // The floor: the same run with only the needed requests, on the whole run's server estimates.
  const neededOnly = needed === undefined ? undefined : await lcpWithOnly(artifacts, lhr.configSettings, needed, cpuTrace);
  const values: Record<(typeof METRIC_AUDITS)[number], number> = {
    'first-contentful-paint': fcp.timing,
    'largest-contentful-paint': lcp.timing,
    'total-blocking-time': tbt.timing,
    'cumulative-layout-shift': lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    'speed-index': speedIndex.timing,
  };
  // The performance score as Lighthouse makes it: each metric's log-normal score, weighted.
  let weighted = 0;
  let weights = 0;
  for (const ref of lhr.categories['performance']?.auditRefs ?? []) {
    const id = METRIC_AUDITS.find((metric) => metric === ref.id);
    const options = lhr.audits[ref.id]?.scoringOptions;
    if (id === undefined || options === undefined || ref.weight === 0) continue;
    weighted += ref.weight * Util.computeLogNormalScore(options, values[id]);
    weights += ref.weight;
  }
  return {
    score: weights > 0 ? Math.round((weighted / weights) * 100) : NaN,
    fcpMs: values['first-contentful-paint'],
    lcpMs: values['largest-contentful-paint'],
    tbtMs: values['total-blocking-time'],
    speedIndexMs: values['speed-index'],
    neededOnlyLcpMs: neededOnly ?? NaN,
    wallMs: tasks.reduce((total, task) => total + task.dur, 0) / 1000,
    cpuMs: tasks.reduce((total, task) => total + task.tdur, 0) / 1000,
  };
}
