/**
 * Reads the machine-readable reports of Vitest (JSON), Cucumber (message NDJSON) and Playwright (JSON)
 * into one shape, so tests/run-all.ts can add them up.
 */

export interface Counts {
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
  /** Why the report itself counts as a failure (a file that did not load, a server that did not start). */
  readonly problems: readonly string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first line of a message-like field, or the fallback when it is not a string. */
function firstLine(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? (value.split('\n')[0] ?? fallback) : fallback;
}

function numberAt(record: Record<string, unknown>, key: string): number {
  const value = record[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Vitest's `--reporter=json` output (Jest-compatible). A file that fails to load counts as one failure. */
export function countVitest(json: string): Counts {
  const report: unknown = JSON.parse(json);
  if (!isRecord(report)) throw new Error('Vitest report is not a JSON object');
  const problems: string[] = [];
  let brokenFiles = 0;
  const files = Array.isArray(report.testResults) ? report.testResults : [];
  for (const file of files) {
    if (!isRecord(file)) continue;
    const assertions = Array.isArray(file.assertionResults) ? file.assertionResults : [];
    if (file.status === 'failed' && assertions.length === 0) {
      brokenFiles += 1;
      problems.push(`${firstLine(file.name, 'a test file')} did not run: ${firstLine(file.message, 'failed to load')}`);
    }
  }
  return {
    passed: numberAt(report, 'numPassedTests'),
    failed: numberAt(report, 'numFailedTests') + brokenFiles,
    skipped: numberAt(report, 'numPendingTests') + numberAt(report, 'numTodoTests'),
    problems,
  };
}

type StepStatus = 'UNKNOWN' | 'PASSED' | 'SKIPPED' | 'PENDING' | 'UNDEFINED' | 'AMBIGUOUS' | 'FAILED';
const FAILING: ReadonlySet<string> = new Set(['FAILED', 'AMBIGUOUS', 'UNDEFINED', 'PENDING', 'UNKNOWN']);

/**
 * Cucumber's `message` formatter output: one scenario (test case) per final attempt. Strict mode:
 * undefined, pending and ambiguous steps fail the scenario; a scenario whose steps were all skipped is skipped.
 */
export function countCucumber(ndjson: string): Counts {
  const statuses = new Map<string, StepStatus[]>();
  const finished = new Set<string>();
  const problems: string[] = [];
  for (const line of ndjson.split('\n')) {
    if (line.trim() === '') continue;
    const envelope: unknown = JSON.parse(line);
    if (!isRecord(envelope)) continue;
    const started = envelope.testCaseStarted;
    if (isRecord(started) && typeof started.id === 'string') statuses.set(started.id, []);
    const step = envelope.testStepFinished;
    if (isRecord(step) && typeof step.testCaseStartedId === 'string' && isRecord(step.testStepResult)) {
      statuses.get(step.testCaseStartedId)?.push(String(step.testStepResult.status) as StepStatus);
    }
    const done = envelope.testCaseFinished;
    if (isRecord(done) && typeof done.testCaseStartedId === 'string' && done.willBeRetried !== true) {
      finished.add(done.testCaseStartedId);
    }
    const runFinished = envelope.testRunFinished;
    if (isRecord(runFinished) && isRecord(runFinished.exception)) {
      problems.push(`cucumber run failed: ${firstLine(runFinished.exception.message, firstLine(runFinished.exception.type, 'exception'))}`);
    }
    const hookFinished = envelope.testRunHookFinished;
    if (isRecord(hookFinished) && isRecord(hookFinished.result) && FAILING.has(String(hookFinished.result.status))) {
      problems.push(`a BeforeAll/AfterAll hook ended ${String(hookFinished.result.status)}`);
    }
  }
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const id of finished) {
    const steps = statuses.get(id) ?? [];
    if (steps.some((status) => FAILING.has(status))) failed += 1;
    else if (steps.length > 0 && steps.every((status) => status === 'SKIPPED')) skipped += 1;
    else passed += 1;
  }
  return { passed, failed, skipped, problems };
}

/** Playwright's JSON reporter. Flaky tests passed on a retry (retries are 0 here, so there are none). */
export function countPlaywright(json: string): Counts {
  const report: unknown = JSON.parse(json);
  if (!isRecord(report) || !isRecord(report.stats)) throw new Error('Playwright report has no stats');
  const errors = Array.isArray(report.errors) ? report.errors : [];
  return {
    passed: numberAt(report.stats, 'expected'),
    // A flaky test failed before its retry passed: a failure all the same (the retry only records a trace).
    failed: numberAt(report.stats, 'unexpected') + numberAt(report.stats, 'flaky'),
    skipped: numberAt(report.stats, 'skipped'),
    problems: errors.map((error) => (isRecord(error) ? firstLine(error.message, 'error') : 'error')),
  };
}
