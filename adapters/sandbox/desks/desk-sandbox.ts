import type { LooseArgs } from '../../http/endpoint';
import { SandboxInsurer } from '../sandbox-insurer';
import { DESK_ENDPOINTS, SANDBOX_ORIGIN, type DeskCall } from '../sandbox-routes';
import { SandboxTokenIssuer } from '../sandbox-token';

/**
 * A sandbox insurer reached through its desk handlers, as the HTTP handler reaches it, on a clock the test
 * moves (`wait`): for the desk tests of what depends on how long ago a member signed in. `ok` answers a
 * call that must succeed, and `tokenOf` signs a persona in on the main brand.
 */
export function deskSandbox(today: string) {
  let now = Date.parse(`${today}T12:00:00Z`);
  const insurer = new SandboxInsurer({ tokens: new SandboxTokenIssuer(undefined, () => now) });
  const handles = new Map(DESK_ENDPOINTS.map((desk) => [desk.endpoint.name, desk.handle]));
  const call = async (name: string, args: LooseArgs, token: string | null = null) => {
    const handle = handles.get(name);
    if (handle === undefined) throw new TypeError(name);
    const c: DeskCall = { insurer, token, today, language: 'en', idempotencyKey: null, origin: SANDBOX_ORIGIN };
    return handle(args, c);
  };
  const ok = async (name: string, args: LooseArgs, token: string | null = null): Promise<Record<string, unknown>> => {
    const answer = await call(name, args, token);
    if (answer._tag === 'Left') throw new Error(`${name}: ${JSON.stringify(answer.left)}`);
    return (answer.right ?? {}) as Record<string, unknown>;
  };
  const tokenOf = async (username: string): Promise<string> => (await ok('auth.login', { body: { username, password: 'Sandbox1', domainId: 1 } })).token as string;
  return {
    call,
    ok,
    tokenOf,
    now: () => now,
    wait: (millis: number) => {
      now += millis;
    },
  };
}
