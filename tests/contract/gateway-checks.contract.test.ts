import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '../../adapters/http/endpoints';
import { startSandboxServer, type SandboxInterceptor, type SandboxServer } from '../../adapters/sandbox/sandbox-http-handler';
import type { SandboxReply } from '../../adapters/sandbox/sandbox-routes';
import { gatewayCheck } from '../tooling/gateway-check';
import { formatLine, isOk, NOT_CHECKED, runGatewayChecks, type CheckLine } from './gateway-checks';

/**
 * The conformance checks (gateway-checks.ts), the very ones `npm run gateway:check` runs at an insurer's
 * gateway, against the sandbox served on loopback: every one passes, none writes unless allowed, and a
 * sandbox that renames one field of one answer fails with a line naming it.
 */

const WRITES = new Set(ALL_ENDPOINTS.filter((endpoint) => endpoint.writes).map((endpoint) => endpoint.name));
const SUBSCRIBER = { username: 'subscriber', password: 'Sandbox1' };

/** A sandbox fault: the answer to one call with one field of each object renamed (arrays: every item). */
function renaming(call: string, from: string, to: string): SandboxInterceptor {
  const rename = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rename);
    if (typeof value !== 'object' || value === null || !(from in value)) return value;
    const { [from]: moved, ...rest } = value as Record<string, unknown>;
    return { ...rest, [to]: moved };
  };
  return async (route, next) => {
    const reply: SandboxReply = await next();
    return route.call === call && reply.kind === 'json' ? { ...reply, body: rename(reply.body) } : reply;
  };
}

describe('the conformance checks against the sandbox', () => {
  let server: SandboxServer;
  const called: string[] = [];

  beforeAll(async () => {
    server = await startSandboxServer(0, {
      interceptor: (call, next) => {
        called.push(call.call);
        return next();
      },
    });
  });

  afterAll(async () => {
    await server.close();
  });

  it('all pass read-only, covering sign-in, the account, benefits, claims, EOBs, the error bodies, and write nothing', async () => {
    called.length = 0;
    const lines = await runGatewayChecks({ baseUrl: server.gatewayUrl, ...SUBSCRIBER });
    expect(lines.filter((line) => !isOk(line)).map(formatLine)).toEqual([]);
    const names = lines.map((line) => line.name);
    for (const name of ['auth.login', 'account.account', 'benefits.medical', 'benefits.limits', 'claims.list', 'eobs.list', 'eobs.page', 'eobs.pdf', 'authorizations.list', 'costEstimator.prices', 'programs.list', 'pcp.members', 'healthRecord.bundle']) {
      expect(names).toContain(name);
    }
    expect(names.filter((name) => / \((.*): (401|403|404)\)$/.test(name))).toHaveLength(3);
    expect(called.length).toBeGreaterThan(30);
    expect(called.filter((name) => WRITES.has(name))).toEqual([]);
  });

  it('send the member’s preferences back unchanged only when writes are allowed', async () => {
    called.length = 0;
    const lines = await runGatewayChecks({ baseUrl: server.gatewayUrl, ...SUBSCRIBER, allowWrites: true });
    expect(lines.filter((line) => !isOk(line)).map(formatLine)).toEqual([]);
    expect(called.filter((name) => WRITES.has(name))).toEqual(['account.updatePreferences']);
  });

  it('call every endpoint of the table but those NOT_CHECKED names with a reason', async () => {
    called.length = 0;
    await runGatewayChecks({ baseUrl: server.gatewayUrl, ...SUBSCRIBER, allowWrites: true });
    const table = ALL_ENDPOINTS.map((endpoint) => endpoint.name);
    expect(table.filter((name) => !called.includes(name) && !(name in NOT_CHECKED)), 'endpoints neither checked nor NOT_CHECKED').toEqual([]);
    expect(Object.keys(NOT_CHECKED).filter((name) => called.includes(name) || !table.includes(name)), 'NOT_CHECKED but checked, or not in the table').toEqual([]);
  });

  it('report a wrong password at the sign-in and check nothing else', async () => {
    const lines = await runGatewayChecks({ baseUrl: server.gatewayUrl, username: 'subscriber', password: 'Wrong1pass' });
    expect(lines.map((line: CheckLine) => line.name)).toEqual(['auth.login', '(every member call)']);
    expect(formatLine(lines[0] as CheckLine)).toMatch(/^FAIL {2}auth\.login .*status 401, expected 200/);
  });
});

describe('npm run gateway:check', () => {
  it('passes against the sandbox and says so', async () => {
    const printed: string[] = [];
    const code = await gatewayCheck({ argv: ['--sandbox'], env: {}, print: (line) => printed.push(line) });
    expect(printed.at(-1)).toMatch(/^\d+ ok, 0 differ$/);
    expect(code).toBe(0);
  });

  it('fails with a line naming the field when the sandbox renames claimId in the claims list', async () => {
    const printed: string[] = [];
    const code = await gatewayCheck({
      argv: ['--sandbox'],
      env: {},
      print: (line) => printed.push(line),
      sandbox: () => startSandboxServer(0, { interceptor: renaming('claims.list', 'claimId', 'claimNumber') }),
    });
    expect(code).toBe(1);
    const failing = printed.filter((line) => line.startsWith('FAIL'));
    // The claims list, and the one claim it would have opened.
    expect(failing).toHaveLength(2);
    expect(failing[1]).toMatch(/^FAIL {2}claims\.claim +-: not checked: the list it opens from did not conform$/);
    expect(failing[0]).toMatch(/^FAIL {2}claims\.list +GET \/api\/claims: /);
    expect(failing[0]).toContain("body/0 must have required property 'claimId' (schema #/items/required)");
    expect(failing[0]).toContain("body/0 must NOT have additional properties 'claimNumber' (schema #/items/additionalProperties)");
    expect(printed.at(-1)).toMatch(/^\d+ ok, 2 differ$/);
  });

  it('asks for a base URL, username and password when none is given', async () => {
    const printed: string[] = [];
    expect(await gatewayCheck({ argv: [], env: {}, print: (line) => printed.push(line) })).toBe(2);
    expect(printed.join('\n')).toContain('--base-url <url> --username <u> --password <p>');
  });

  it('reads the gateway and member from the environment', async () => {
    const server = await startSandboxServer(0);
    try {
      const printed: string[] = [];
      const env = { GATEWAY_CHECK_BASE_URL: server.gatewayUrl, GATEWAY_CHECK_USERNAME: 'subscriber', GATEWAY_CHECK_PASSWORD: 'Sandbox1' };
      expect(await gatewayCheck({ argv: [], env, print: (line) => printed.push(line) })).toBe(0);
      expect(printed[0]).toContain(server.gatewayUrl);
    } finally {
      await server.close();
    }
  });
});
