// @vitest-environment node
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  applyFaults,
  faultInterceptor,
  faultsFor,
  formatFaultPlan,
  MAX_LATENCY_MS,
  parseFaultPlan,
  type Fault,
  type FaultCall,
  type FaultPlan,
} from './sandbox-faults';
import { startSandboxServer, type SandboxServer } from './sandbox-http-handler';
import type { SandboxReply } from './sandbox-routes';

const call = (name: string, path: string, method = 'GET'): FaultCall => ({ call: name, method, path });
const ACCOUNT = call('account.account', '/api/account');
const STATUS = call('account.status', '/api/account/status');
const MEDICAL = call('benefits.medical', '/api/benefits/medical');
const LOGIN = call('auth.login', '/api/token', 'POST');
const USER_KEY = call('auth.userKey', '/api/token/userkey');
const CALENDAR = call('content.holidayCalendar', '/message/calendar/domain/1');

describe('reading a fault plan', () => {
  it('reads the example of the issue, rule by rule', () => {
    expect(parseFaultPlan('account:503,benefits.medical:latency-3000,programs:malformed,token:drop')).toEqual([
      { target: 'account', faults: [{ kind: 'status', status: 503 }] },
      { target: 'benefits.medical', faults: [{ kind: 'latency', ms: 3000 }] },
      { target: 'programs', faults: [{ kind: 'malformed' }] },
      { target: 'token', faults: [{ kind: 'drop' }] },
    ]);
  });

  it('combines one latency with one outcome', () => {
    expect(parseFaultPlan('*:latency-200+500')).toEqual([
      { target: '*', faults: [{ kind: 'latency', ms: 200 }, { kind: 'status', status: 500 }] },
    ]);
  });

  it("reads 'none' and nothing as the empty plan, so that a pinned plan can be lifted", () => {
    expect(parseFaultPlan('none')).toEqual([]);
    expect(parseFaultPlan('  ')).toEqual([]);
  });

  it.each([
    ['a status that is not an error', 'account:200'],
    ['a status out of range', 'account:999'],
    ['an unknown fault', 'account:explode'],
    ['no target', ':503'],
    ['no fault', 'account:'],
    ['no separator', 'account503'],
    ['two outcomes', 'account:503+drop'],
    ['two latencies', 'account:latency-1+latency-2'],
    ['a latency beyond the limit', `account:latency-${MAX_LATENCY_MS + 1}`],
    ['a target with markup', '<script>:503'],
    ['a trailing comma', 'account:503,'],
  ])('refuses %s as a whole rather than half-applying it', (_why, text) => {
    expect(parseFaultPlan(text)).toBeNull();
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const plan = parseFaultPlan(text);
        expect(plan === null || Array.isArray(plan)).toBe(true);
      }),
    );
  });

  it('gives back the same plan from its written form', () => {
    const target = fc.oneof(
      fc.constant('*'),
      fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,8}(\.[a-z][a-zA-Z0-9]{0,8}){0,2}$/),
    );
    const outcome = fc.oneof(
      fc.integer({ min: 400, max: 599 }).map((status): Fault => ({ kind: 'status', status })),
      fc.constant<Fault>({ kind: 'malformed' }),
      fc.constant<Fault>({ kind: 'drop' }),
    );
    const latency = fc.integer({ min: 0, max: MAX_LATENCY_MS }).map((ms): Fault => ({ kind: 'latency', ms }));
    const faults = fc.oneof(
      outcome.map((fault) => [fault]),
      latency.map((fault) => [fault]),
      fc.tuple(latency, outcome).map(([slow, fault]) => [slow, fault]),
    );
    const plan = fc.array(fc.record({ target, faults }), { maxLength: 5 });
    fc.assert(
      fc.property(plan, (generated: FaultPlan) => {
        expect(parseFaultPlan(formatFaultPlan(generated))).toEqual(generated);
      }),
    );
  });
});

describe('which faults a call gets', () => {
  const plan = parseFaultPlan('*:latency-10,account:503,account.status:drop,token:malformed,message:500') ?? [];

  it('takes the most specific rule: call name, then call group, then gateway path, then *', () => {
    expect(faultsFor(plan, STATUS)).toEqual([{ kind: 'drop' }]);
    expect(faultsFor(plan, ACCOUNT)).toEqual([{ kind: 'status', status: 503 }]);
    expect(faultsFor(plan, LOGIN)).toEqual([{ kind: 'malformed' }]);
    expect(faultsFor(plan, USER_KEY)).toEqual([{ kind: 'malformed' }]);
    expect(faultsFor(plan, CALENDAR)).toEqual([{ kind: 'status', status: 500 }]);
    expect(faultsFor(plan, MEDICAL)).toEqual([{ kind: 'latency', ms: 10 }]);
  });

  it('leaves calls no rule names alone', () => {
    expect(faultsFor(parseFaultPlan('programs:503') ?? [], MEDICAL)).toEqual([]);
    // A group is a whole segment: 'bene' is not 'benefits'.
    expect(faultsFor(parseFaultPlan('bene:503') ?? [], MEDICAL)).toEqual([]);
  });
});

describe('applying faults', () => {
  const reply: SandboxReply = { kind: 'json', status: 200, body: { memberKey: 'M1', firstName: 'Ada' } };
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a status without running the call', async () => {
    const next = vi.fn(() => Promise.resolve(reply));
    const outcome = await applyFaults([{ kind: 'status', status: 503 }], ACCOUNT, next);
    expect(outcome).toMatchObject({ kind: 'json', status: 503, body: { code: 'SANDBOX_FAULT' } });
    expect(next).not.toHaveBeenCalled();
  });

  it('cuts the real body off mid-way for malformed, so it is no longer JSON', async () => {
    const outcome = await applyFaults([{ kind: 'malformed' }], ACCOUNT, () => Promise.resolve(reply));
    expect(outcome).toMatchObject({ kind: 'text', status: 200, contentType: expect.stringContaining('application/json') as string });
    const body = outcome.kind === 'text' ? outcome.body : '';
    expect(() => JSON.parse(body) as unknown).toThrow();
  });

  it('drops the connection', async () => {
    expect(await applyFaults([{ kind: 'drop' }], ACCOUNT, () => Promise.resolve(reply))).toEqual({ kind: 'drop' });
  });

  it('waits the latency before answering', async () => {
    vi.useFakeTimers();
    let settled = false;
    const pending = applyFaults([{ kind: 'latency', ms: 3000 }], MEDICAL, () => Promise.resolve(reply)).then((outcome) => {
      settled = true;
      return outcome;
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual(reply);
  });

  it('answers normally with no faults', async () => {
    expect(await applyFaults([], ACCOUNT, () => Promise.resolve(reply))).toEqual(reply);
  });
});

describe('the sandbox gateway under faults', () => {
  let server: SandboxServer;
  let serverPlan: FaultPlan = [];

  beforeAll(async () => {
    server = await startSandboxServer(0, { interceptor: faultInterceptor(() => serverPlan), today: () => '2026-11-22' });
  });
  afterAll(async () => {
    await server.close();
  });
  afterEach(() => {
    serverPlan = [];
  });

  const login = (faults?: string): Promise<Response> =>
    fetch(`${server.gatewayUrl}/api/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(faults === undefined ? {} : { 'X-Sandbox-Faults': faults }) },
      body: JSON.stringify({ username: 'subscriber', password: 'Sandbox1', domainId: 1 }),
    });

  it('applies the faults a request names in X-Sandbox-Faults, to that request only', async () => {
    const failed = await login('token:503');
    expect(failed.status).toBe(503);
    expect(await failed.json()).toMatchObject({ code: 'SANDBOX_FAULT' });
    expect((await login()).status).toBe(200);
    // Another call's rule does not touch this one.
    expect((await login('account:503')).status).toBe(200);
  });

  it('answers malformed JSON for malformed', async () => {
    const response = await login('auth.login:malformed');
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow();
  });

  it('hangs up for drop', async () => {
    await expect(login('auth:drop')).rejects.toThrow();
  });

  it('refuses a malformed plan with 400 instead of answering normally', async () => {
    const response = await login('auth.login:teapot');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_SANDBOX_FAULTS' });
  });

  it('allows no other origin: a preflight from a foreign page gets no CORS grant', async () => {
    const response = await fetch(`${server.gatewayUrl}/api/token`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://attacker.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-headers')).toBeNull();
  });

  it('applies a plan the test sets on the server, without any header', async () => {
    serverPlan = parseFaultPlan('auth.login:401') ?? [];
    expect((await login()).status).toBe(401);
    serverPlan = [];
    expect((await login()).status).toBe(200);
  });
});
