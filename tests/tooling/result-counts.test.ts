import { describe, expect, it } from 'vitest';
import { countCucumber, countPlaywright, countVitest } from './result-counts';

const ndjson = (...envelopes: object[]): string => envelopes.map((e) => JSON.stringify(e)).join('\n');
const started = (id: string) => ({ testCaseStarted: { id, testCaseId: `case-${id}`, attempt: 0 } });
const step = (id: string, status: string) => ({ testStepFinished: { testCaseStartedId: id, testStepResult: { status } } });
const finished = (id: string, willBeRetried = false) => ({ testCaseFinished: { testCaseStartedId: id, willBeRetried } });

describe('counting Cucumber scenarios from messages', () => {
  it('counts a scenario as passed only when every step passed', () => {
    const counts = countCucumber(
      ndjson(started('a'), step('a', 'PASSED'), step('a', 'PASSED'), finished('a'), started('b'), step('b', 'PASSED'), step('b', 'FAILED'), step('b', 'SKIPPED'), finished('b')),
    );
    expect(counts).toMatchObject({ passed: 1, failed: 1, skipped: 0 });
  });

  it.each(['UNDEFINED', 'PENDING', 'AMBIGUOUS'])('fails a scenario with a %s step (strict mode)', (status) => {
    expect(countCucumber(ndjson(started('a'), step('a', 'PASSED'), step('a', status), finished('a')))).toMatchObject({ passed: 0, failed: 1 });
  });

  it('counts only the final attempt of a retried scenario', () => {
    const counts = countCucumber(
      ndjson(started('a1'), step('a1', 'FAILED'), finished('a1', true), started('a2'), step('a2', 'PASSED'), finished('a2')),
    );
    expect(counts).toMatchObject({ passed: 1, failed: 0 });
  });

  it('counts a dry run, where every step is skipped, as skipped', () => {
    expect(countCucumber(ndjson(started('a'), step('a', 'SKIPPED'), finished('a')))).toMatchObject({ passed: 0, failed: 0, skipped: 1 });
  });

  it('reports a failing BeforeAll hook as a problem', () => {
    const counts = countCucumber(ndjson({ testRunHookFinished: { testRunHookStartedId: 'h', result: { status: 'FAILED' } } }));
    expect(counts.problems).toHaveLength(1);
  });
});

describe('counting Vitest tests', () => {
  it('adds a file that failed to load to the failures', () => {
    const report = {
      numPassedTests: 3,
      numFailedTests: 1,
      numPendingTests: 1,
      numTodoTests: 1,
      testResults: [
        { name: '/p/a.test.ts', status: 'failed', assertionResults: [{ status: 'passed' }, { status: 'failed' }] },
        { name: '/p/b.test.ts', status: 'failed', message: 'Cannot find module ./x\n at ...', assertionResults: [] },
      ],
    };
    const counts = countVitest(JSON.stringify(report));
    expect(counts).toMatchObject({ passed: 3, failed: 2, skipped: 2 });
    expect(counts.problems).toEqual(['/p/b.test.ts did not run: Cannot find module ./x']);
  });
});

describe('counting Playwright tests', () => {
  it('reads expected, unexpected and skipped tests and global errors', () => {
    const report = { stats: { expected: 5, unexpected: 2, flaky: 0, skipped: 1 }, errors: [{ message: 'Timed out waiting for webServer\nmore' }] };
    expect(countPlaywright(JSON.stringify(report))).toEqual({ passed: 5, failed: 2, skipped: 1, problems: ['Timed out waiting for webServer'] });
  });

  it('counts a test that passed only on its retry as failed', () => {
    const report = { stats: { expected: 5, unexpected: 0, flaky: 1, skipped: 0 }, errors: [] };
    expect(countPlaywright(JSON.stringify(report))).toMatchObject({ passed: 5, failed: 1 });
  });
});
