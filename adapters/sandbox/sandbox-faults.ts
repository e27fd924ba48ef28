import type { SandboxReply } from './sandbox-routes';

/**
 * Sandbox fault injection: what the sandbox gateway does instead of (or before) answering a call, so that
 * browser tests and people trying the app can see how it behaves when the insurer is slow, down, refuses,
 * answers garbage or hangs up.
 *
 * A plan is written `target:fault[+fault],...`, e.g. `account:503,benefits.medical:latency-3000,
 * programs:malformed,token:drop`, and travels as the X-Sandbox-Faults request header (the app sends it in
 * sandbox mode only, from the `fault=` URL parameter pinned for the browser session).
 *
 * This module is pure (no Node, no DOM): the browser build reads plans with it too.
 */

export type Fault =
  /** Answer this HTTP status with an error body, without running the call. */
  | { readonly kind: 'status'; readonly status: number }
  /** Wait this long, then answer (the real answer, or whatever the other faults of the rule say). */
  | { readonly kind: 'latency'; readonly ms: number }
  /** Answer 200 with a body cut off mid-way (not JSON). The call does run. */
  | { readonly kind: 'malformed' }
  /** Hang up without answering: the browser sees a network error. */
  | { readonly kind: 'drop' };

export interface FaultRule {
  /**
   * What the rule applies to: a call name ('benefits.medical'), a call group ('account' covers every
   * 'account.*' call), a gateway path below /api ('token' covers /api/token and /api/token/userkey), or
   * '*' for every call.
   */
  readonly target: string;
  readonly faults: readonly Fault[];
}

export type FaultPlan = readonly FaultRule[];

/** The call a fault may apply to (the HTTP handler's RouteCall). */
export interface FaultCall {
  /** The route's call name, e.g. 'benefits.medical'. */
  readonly call: string;
  readonly method: string;
  /** The path below the gateway prefix, e.g. /api/benefits/medical. */
  readonly path: string;
}

/** What the handler writes: a reply, or nothing at all (the connection is dropped). */
export type FaultOutcome = SandboxReply | { readonly kind: 'drop' };

/** The request header a plan travels in (lower case, as Node presents headers). */
export const SANDBOX_FAULTS_HEADER = 'x-sandbox-faults';
/** Written in place of a plan to say "no faults" (so that a pinned plan can be lifted). */
export const NO_FAULTS = 'none';

/** Longest latency a plan may ask for: enough for any timeout test, short enough not to hold a server. */
export const MAX_LATENCY_MS = 60_000;
/** Longest plan accepted, so that a header cannot make the sandbox do unbounded work. */
const MAX_PLAN_LENGTH = 2_000;
const TARGET = /^(\*|[A-Za-z][A-Za-z0-9-]*(?:[./][A-Za-z][A-Za-z0-9-]*)*)$/;

function parseFault(text: string): Fault | null {
  const value = text.trim().toLowerCase();
  if (value === 'malformed') return { kind: 'malformed' };
  if (value === 'drop') return { kind: 'drop' };
  const latency = /^latency-(\d{1,6})$/.exec(value);
  if (latency !== null) {
    const ms = Number(latency[1]);
    return ms <= MAX_LATENCY_MS ? { kind: 'latency', ms } : null;
  }
  if (/^\d{3}$/.test(value)) {
    const status = Number(value);
    return status >= 400 && status <= 599 ? { kind: 'status', status } : null;
  }
  return null;
}

/**
 * Reads a plan; null when any part of it is malformed (a typo must not silently test the happy path).
 * 'none' and the empty string are the empty plan. A rule may combine one latency with one outcome
 * (status, malformed or drop): `account:latency-2000+503`.
 */
export function parseFaultPlan(text: string): FaultPlan | null {
  const trimmed = text.trim();
  if (trimmed.length > MAX_PLAN_LENGTH) return null;
  if (trimmed === '' || trimmed.toLowerCase() === NO_FAULTS) return [];
  const rules: FaultRule[] = [];
  for (const part of trimmed.split(',')) {
    const separator = part.lastIndexOf(':');
    if (separator <= 0) return null;
    const target = part.slice(0, separator).trim();
    if (!TARGET.test(target)) return null;
    const faults: Fault[] = [];
    for (const piece of part.slice(separator + 1).split('+')) {
      const fault = parseFault(piece);
      if (fault === null) return null;
      faults.push(fault);
    }
    const latencies = faults.filter((fault) => fault.kind === 'latency').length;
    if (faults.length === 0 || latencies > 1 || faults.length - latencies > 1) return null;
    rules.push({ target, faults });
  }
  return rules;
}

function formatFault(fault: Fault): string {
  switch (fault.kind) {
    case 'status':
      return String(fault.status);
    case 'latency':
      return `latency-${fault.ms}`;
    case 'malformed':
    case 'drop':
      return fault.kind;
  }
}

/** The plan written back as text; `parseFaultPlan(formatFaultPlan(plan))` gives the same plan. */
export function formatFaultPlan(plan: FaultPlan): string {
  if (plan.length === 0) return NO_FAULTS;
  return plan.map((rule) => `${rule.target}:${rule.faults.map(formatFault).join('+')}`).join(',');
}

/** How specifically `target` names this call, or -1 when it does not name it at all. */
function specificity(target: string, call: FaultCall): number {
  if (target === '*') return 0;
  if (target === call.call) return 3;
  if (call.call.startsWith(`${target}.`)) return 2;
  // A gateway path below /api (or the prefix, for /message, /content, /sso), segment by segment.
  const path = call.path.replace(/^\/api(?=\/)/, '');
  const asPath = `/${target.replace(/\./g, '/')}`;
  if (path === asPath || path.startsWith(`${asPath}/`)) return 1;
  return -1;
}

/** The faults for one call: those of the most specific rule naming it (the first of equals), or none. */
export function faultsFor(plan: FaultPlan, call: FaultCall): readonly Fault[] {
  let best: FaultRule | undefined;
  let bestScore = -1;
  for (const rule of plan) {
    const score = specificity(rule.target, call);
    if (score > bestScore) {
      best = rule;
      bestScore = score;
    }
  }
  return best?.faults ?? [];
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The real reply with its body cut off mid-way, as a proxy that drops a connection late would leave it. */
function malformed(reply: FaultOutcome): FaultOutcome {
  if (reply.kind === 'drop') return reply;
  const status = reply.status >= 200 && reply.status < 300 ? reply.status : 200;
  const full = reply.kind === 'json' ? (JSON.stringify(reply.body) ?? 'null') : '{"data":{"value":"unterminated';
  const cut = full.length > 2 ? full.slice(0, Math.ceil(full.length / 2)) : '{"';
  return { kind: 'text', status, contentType: 'application/json; charset=utf-8', body: cut };
}

/** Applies one call's faults around the real answer (`next`), which is produced only when needed. */
export async function applyFaults(faults: readonly Fault[], call: FaultCall, next: () => Promise<FaultOutcome>): Promise<FaultOutcome> {
  const latency = faults.find((fault) => fault.kind === 'latency');
  if (latency !== undefined) await sleep(latency.ms);
  const outcome = faults.find((fault): fault is Exclude<Fault, { kind: 'latency' }> => fault.kind !== 'latency');
  if (outcome === undefined) return next();
  switch (outcome.kind) {
    case 'drop':
      return { kind: 'drop' };
    case 'status':
      return {
        kind: 'json',
        status: outcome.status,
        body: { code: 'SANDBOX_FAULT', message: `Fault injected by the sandbox: ${call.method} ${call.path} answers ${outcome.status}.` },
      };
    case 'malformed':
      return malformed(await next());
  }
}

/**
 * An interceptor applying a plan chosen by the test or tool that starts the server (for example
 * `startSandboxServer(0, { interceptor: faultInterceptor(() => plan) })`), whatever the requests say.
 */
export function faultInterceptor(plan: () => FaultPlan): (call: FaultCall, next: () => Promise<SandboxReply>) => Promise<FaultOutcome> {
  return (call, next) => applyFaults(faultsFor(plan(), call), call, next);
}
