import { parseArgs } from 'node:util';
import { startSandboxServer, type SandboxServer } from '../../adapters/sandbox/sandbox-http-handler';
import { formatLine, isOk, runGatewayChecks, type CheckTarget } from '../contract/gateway-checks';

/*
 * `npm run gateway:check`: the gateway contract's conformance checks (tests/contract/gateway-checks.ts)
 * against any gateway, one line per endpoint, exit code 1 if any differs from docs/openapi.json.
 *
 *   npm run gateway:check -- --base-url https://gateway.example --username jdoe --password '...'
 *   GATEWAY_CHECK_BASE_URL=... GATEWAY_CHECK_USERNAME=... GATEWAY_CHECK_PASSWORD=... npm run gateway:check
 *   npm run gateway:check -- --sandbox        (the sandbox, served on loopback for the run)
 *
 * Nothing is changed at the insurer unless --allow-writes is given.
 */

const USAGE = `Usage: npm run gateway:check -- --base-url <url> --username <u> --password <p> [--domain-id 1] [--language en-US] [--allow-writes]
       npm run gateway:check -- --sandbox
Environment: GATEWAY_CHECK_BASE_URL, GATEWAY_CHECK_USERNAME, GATEWAY_CHECK_PASSWORD, GATEWAY_CHECK_DOMAIN_ID (options win).`;

/** The sandbox's persona for the checks (/work/shared personas: `subscriber`, password Sandbox1). */
const SANDBOX_MEMBER = { username: 'subscriber', password: 'Sandbox1' };

export interface GatewayCheckRun {
  readonly argv: readonly string[];
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly print: (line: string) => void;
  /** The sandbox to check with --sandbox; the default starts one on a free loopback port. */
  readonly sandbox?: () => Promise<SandboxServer>;
}

/** Runs the command; answers its exit code (0 all ok, 1 a difference, 2 a usage error). */
export async function gatewayCheck({ argv, env, print, sandbox = () => startSandboxServer(0) }: GatewayCheckRun): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        'base-url': { type: 'string' },
        username: { type: 'string' },
        password: { type: 'string' },
        'domain-id': { type: 'string' },
        language: { type: 'string' },
        'allow-writes': { type: 'boolean', default: false },
        sandbox: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    print(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    print(USAGE);
    return 0;
  }
  const server = values.sandbox ? await sandbox() : null;
  try {
    const baseUrl = server?.gatewayUrl ?? values['base-url'] ?? env['GATEWAY_CHECK_BASE_URL'];
    const username = values.username ?? env['GATEWAY_CHECK_USERNAME'] ?? (server === null ? undefined : SANDBOX_MEMBER.username);
    const password = values.password ?? env['GATEWAY_CHECK_PASSWORD'] ?? (server === null ? undefined : SANDBOX_MEMBER.password);
    const domainId = Number(values['domain-id'] ?? env['GATEWAY_CHECK_DOMAIN_ID'] ?? '1');
    if (baseUrl === undefined || username === undefined || password === undefined || !Number.isInteger(domainId)) {
      print(`A base URL, username and password are needed.\n${USAGE}`);
      return 2;
    }
    const target: CheckTarget = {
      baseUrl,
      username,
      password,
      domainId,
      allowWrites: values['allow-writes'],
      ...(values.language !== undefined && { language: values.language }),
    };
    print(`Checking ${baseUrl} against docs/openapi.json as ${username}${target.allowWrites === true ? ' (writes allowed)' : ' (read-only)'}`);
    const lines = await runGatewayChecks(target);
    for (const line of lines) print(formatLine(line));
    const failed = lines.filter((line) => !isOk(line)).length;
    print(`${lines.length - failed} ok, ${failed} differ`);
    return failed === 0 ? 0 : 1;
  } finally {
    await server?.close();
  }
}

if (process.argv[1]?.endsWith('gateway-check.ts') === true) {
  gatewayCheck({ argv: process.argv.slice(2), env: process.env, print: (line) => console.log(line) })
    .then((code) => {
      process.exitCode = code;
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
