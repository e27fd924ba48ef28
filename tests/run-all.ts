/**
 * `npm test`: every check the project has. A failing step does not stop the run, so the summary is always
 * complete. The last line is exactly `N passed, N failed`; the exit code is non-zero if anything failed,
 * crashed or counted no test.
 *
 * The checks that use one core each (the compiler, the linters, Cucumber) run two at a time, in two lanes,
 * so that a 2-core machine has both cores busy: each of those steps prints its output whole when it ends.
 * Vitest and the browser tests use every core themselves: they run alone, their output streamed as it comes.
 *
 * Counting: type-check, lint and arch are one check each; Vitest counts tests, Cucumber scenarios,
 * Playwright tests (per browser project), from the reports they write under test-results/.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromiumInstalled, MISSING_CHROMIUM_MESSAGE } from './e2e/support/chromium';
import { countCucumber, countPlaywright, countVitest, type Counts } from './tooling/result-counts';

const ROOT = process.cwd();
const RESULTS = path.join(ROOT, 'test-results');
const BIN = path.join(ROOT, 'node_modules', '.bin');

interface Command {
  readonly bin: string;
  readonly args: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
}

interface Step {
  readonly name: string;
  readonly commands: readonly Command[];
  readonly minutes: number;
  /** Report file to delete before the step and read after it; none for pass/fail checks. */
  readonly report?: { readonly file: string; readonly count: (text: string) => Counts };
  /** A reason the step cannot run at all (counted as a failure). */
  readonly precondition?: () => string | undefined;
}

interface Outcome {
  readonly name: string;
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
  readonly seconds: number;
  readonly notes: readonly string[];
}

const check = (name: string, minutes: number, ...commands: Command[]): Step => ({ name, commands, minutes });

const TYPE_CHECK = check('type-check', 10, { bin: 'tsc', args: ['-p', 'tsconfig.json', '--noEmit'] });
const LINT = check('lint', 15, { bin: 'eslint', args: ['.', '--max-warnings', '0'] });
const ARCH = check(
  'arch',
  5,
  { bin: 'depcruise', args: ['domain', 'application', 'adapters', 'ui', 'features', 'tests', '--config', '.dependency-cruiser.cjs'] },
  { bin: 'tsx', args: ['tests/arch/forbidden-globals.ts'] },
);
// docs/steps.md is current, every feature step matches exactly one phrase, and the profiles fail a run
// with an undefined, ambiguous or pending step.
const STEPS_GLOSSARY = check('steps glossary', 10, { bin: 'tsx', args: ['tests/tooling/steps-glossary.ts', '--check'] });
// The gateway contract's OpenAPI document (docs/openapi.json, held to the endpoint table by a unit test)
// against Redocly's recommended rules: an error fails the step.
const GATEWAY_CONTRACT = check('gateway contract (redocly lint)', 5, { bin: 'redocly', args: ['lint', 'docs/openapi.json'], env: { REDOCLY_TELEMETRY: 'off' } });
// The conformance command an insurer runs at its gateway (npm run gateway:check), here at the sandbox
// served on loopback: a call whose answer differs from docs/openapi.json fails the step.
const GATEWAY_CONFORMANCE = check('gateway conformance (sandbox)', 5, { bin: 'tsx', args: ['tests/tooling/gateway-check.ts', '--sandbox'] });
const UNIT: Step = {
  name: 'unit (vitest)',
  minutes: 20,
  commands: [{ bin: 'vitest', args: ['run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'] }],
  report: { file: 'vitest.json', count: countVitest },
};
/** The features on one Cucumber profile (cucumber.cjs), against the assembly of the same name. */
const features = (assembly: 'memory' | 'http' | 'fhir', profile: string, minutes: number): Step => ({
  name: `features (${assembly})`,
  minutes,
  commands: [{ bin: 'cucumber-js', args: ['--profile', profile], env: { MD_ASSEMBLY: assembly } }],
  report: { file: `cucumber-${profile}.ndjson`, count: countCucumber },
});
const FEATURES_MEMORY = features('memory', 'default', 15);
const FEATURES_HTTP = features('http', 'http', 15);
// The claims, EOB explainer and authorizations features once more, with those ports reading the sandbox's
// FHIR server (the mixed assembly): only those features, to keep the step short.
const FEATURES_FHIR = features('fhir', 'fhir', 10);
const E2E: Step = {
  name: 'e2e (playwright)',
  // A guard against a hang, not a budget: on a slow or busy 2-core machine the browser tests take 20 to 35
  // minutes (7 to 10 on a quick one), and the whole run stays within CI's 90.
  minutes: 50,
  commands: [{ bin: 'playwright', args: ['test'] }],
  report: { file: 'e2e.json', count: countPlaywright },
  precondition: () => (chromiumInstalled() ? undefined : MISSING_CHROMIUM_MESSAGE),
};

/**
 * The run, stage after stage; the lanes of a stage run side by side, each lane's steps one after another.
 * Every server a step starts listens on a port of its own choosing, and each step writes its own report, so
 * lanes never meet. The lanes of a stage are balanced by the steps' usual times on a 2-core machine. Vitest
 * runs its files in one worker there (one fewer than the cores), so the features take the other core.
 */
const STAGES: readonly (readonly (readonly Step[])[])[] = [
  [[TYPE_CHECK, ARCH, STEPS_GLOSSARY, GATEWAY_CONTRACT, GATEWAY_CONFORMANCE, FEATURES_FHIR], [LINT]],
  [[UNIT], [FEATURES_MEMORY, FEATURES_HTTP]],
  [[E2E]],
];

/** Every step, stage by stage and lane by lane: the order of the summary. */
const STEPS: readonly Step[] = STAGES.flat(2);

/**
 * Where a step's output goes: straight to the terminal as it comes, or kept (`held`) and printed whole when
 * the step ends, so that two steps running side by side do not interleave their lines.
 */
interface Output {
  readonly held: string[] | null;
}

const print = (output: Output, text: string): void => {
  if (output.held === null) console.log(text);
  else output.held.push(`${text}\n`);
};

/** Runs one command; resolves to its exit code (or a description of how it died). */
function run(command: Command, minutes: number, output: Output): Promise<{ readonly code: number; readonly note?: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(BIN, command.bin), [...command.args], {
      cwd: ROOT,
      stdio: output.held === null ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'), ...command.env },
      // Own process group, so a timeout can stop the command and everything it started (servers, browsers).
      detached: true,
    });
    const held = output.held;
    if (held !== null) {
      child.stdout?.on('data', (chunk: Buffer) => held.push(chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => held.push(chunk.toString()));
    }
    const killGroup = (signal: NodeJS.Signals): void => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    };
    const forwardInterrupt = (): void => killGroup('SIGINT');
    process.once('SIGINT', forwardInterrupt);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup('SIGTERM');
      setTimeout(() => killGroup('SIGKILL'), 10_000).unref();
    }, minutes * 60_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      process.removeListener('SIGINT', forwardInterrupt);
      resolve({ code: 127, note: `${command.bin} could not start: ${error.message}` });
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      process.removeListener('SIGINT', forwardInterrupt);
      if (timedOut) resolve({ code: 124, note: `${command.bin} timed out after ${minutes} min` });
      else if (signal !== null) resolve({ code: 128, note: `${command.bin} was killed by ${signal}` });
      else resolve({ code: code ?? 1 });
    });
  });
}

function banner(text: string, output: Output = { held: null }): void {
  const line = '='.repeat(Math.max(20, text.length + 8));
  print(output, `\n${line}\n=== ${text}\n${line}`);
}

async function runStep(step: Step, output: Output): Promise<Outcome> {
  const started = performance.now();
  const seconds = (): number => Math.round((performance.now() - started) / 100) / 10;
  banner(step.name, output);

  const blocked = step.precondition?.();
  if (blocked !== undefined) {
    print(output, blocked);
    return { name: step.name, passed: 0, failed: 1, skipped: 0, seconds: seconds(), notes: [blocked] };
  }

  const reportPath = step.report === undefined ? undefined : path.join(RESULTS, step.report.file);
  if (reportPath !== undefined) rmSync(reportPath, { force: true });

  const notes: string[] = [];
  let exitCode = 0;
  for (const command of step.commands) {
    const result = await run(command, step.minutes, output);
    if (result.note !== undefined) notes.push(result.note);
    if (result.code !== 0) {
      exitCode = result.code;
      if (result.note === undefined) notes.push(`${command.bin} exited ${result.code}`);
    }
  }

  if (step.report === undefined || reportPath === undefined) {
    return { name: step.name, passed: exitCode === 0 ? 1 : 0, failed: exitCode === 0 ? 0 : 1, skipped: 0, seconds: seconds(), notes };
  }

  let counts: Counts = { passed: 0, failed: 0, skipped: 0, problems: [] };
  if (!existsSync(reportPath)) {
    notes.push(`no report at ${path.relative(ROOT, reportPath)}`);
  } else {
    try {
      counts = step.report.count(readFileSync(reportPath, 'utf8'));
    } catch (error) {
      notes.push(`unreadable report ${path.relative(ROOT, reportPath)}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  notes.push(...counts.problems);
  let failed = counts.failed;
  if (counts.passed + counts.failed === 0) {
    notes.push('no test ran');
    failed += 1;
  } else if (failed === 0 && (exitCode !== 0 || counts.problems.length > 0)) {
    // The runner failed without a failing test to show for it (a crash, a hook, a server): still a failure.
    failed += 1;
  }
  return { name: step.name, passed: counts.passed, failed, skipped: counts.skipped, seconds: seconds(), notes };
}

function printSummary(outcomes: readonly Outcome[], wallSeconds: number): { passed: number; failed: number } {
  const header = ['step', 'passed', 'failed', 'skipped', 'time'];
  const rows = outcomes.map((o) => [o.name, String(o.passed), String(o.failed), String(o.skipped), `${o.seconds.toFixed(1)}s`]);
  const passed = outcomes.reduce((sum, o) => sum + o.passed, 0);
  const failed = outcomes.reduce((sum, o) => sum + o.failed, 0);
  const skipped = outcomes.reduce((sum, o) => sum + o.skipped, 0);
  // The run's own time: less than the steps' sum, as lanes run side by side.
  rows.push(['total', String(passed), String(failed), String(skipped), `${wallSeconds.toFixed(1)}s`]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)));
  const format = (row: readonly string[]): string =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  banner('summary');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  rows.forEach((row, index) => {
    if (index === rows.length - 1) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
    console.log(format(row));
  });
  const noted = outcomes.filter((o) => o.notes.length > 0);
  if (noted.length > 0) {
    console.log('');
    for (const outcome of noted) for (const note of outcome.notes) console.log(`${outcome.failed > 0 ? 'FAIL' : 'note'} ${outcome.name}: ${note}`);
  }
  return { passed, failed };
}

async function main(): Promise<void> {
  const started = performance.now();
  mkdirSync(RESULTS, { recursive: true });
  const only = process.env.MD_ONLY_STEPS?.split(',').map((name) => name.trim());
  const chosen = (step: Step): boolean => only === undefined || only.some((name) => step.name.startsWith(name));
  const outcomes = new Map<Step, Outcome>();
  for (const stage of STAGES) {
    const lanes = stage.map((lane) => lane.filter(chosen)).filter((lane) => lane.length > 0);
    const sideBySide = lanes.length > 1;
    await Promise.all(
      lanes.map(async (lane) => {
        for (const step of lane) {
          const output: Output = { held: sideBySide ? [] : null };
          outcomes.set(step, await runStep(step, output));
          if (output.held !== null) process.stdout.write(output.held.join(''));
        }
      }),
    );
  }
  const { passed, failed } = printSummary(
    STEPS.flatMap((step) => outcomes.get(step) ?? []),
    Math.round((performance.now() - started) / 100) / 10,
  );
  process.exitCode = failed > 0 ? 1 : 0;
  // The very last line, read by CI.
  console.log(`${passed} passed, ${failed} failed`);
}

main().catch((error: unknown) => {
  console.error(error);
  console.log('0 passed, 1 failed');
  process.exitCode = 1;
});
