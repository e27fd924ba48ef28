import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TokenClaimsCodec } from '../../adapters/http/codecs/token-claims';

/** docs/gateway.md and the README tell an insurer's team what the code does: held to the code here. */

const guide = readFileSync('docs/gateway.md', 'utf8');
const readme = readFileSync('README.md', 'utf8');
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
const checkCommand = readFileSync('tests/tooling/gateway-check.ts', 'utf8');

describe('docs/gateway.md', () => {
  it('has a row for every claim the dashboard reads from the token, and no other', () => {
    const rows = [...guide.matchAll(/^\| `([A-Za-z]+)` \| (?:string|boolean) \|/gm)].map((match) => match[1]);
    expect(rows.sort()).toEqual(Object.keys(TokenClaimsCodec.props).sort());
  });

  it('documents each option and environment variable of the conformance command', () => {
    const options = [...checkCommand.matchAll(/^ {8}'?([a-z-]+)'?: \{ type:/gm)].map((match) => `--${match[1]}`).filter((option) => option !== '--help');
    const variables = [...checkCommand.matchAll(/env\['([A-Z_]+)'\]/g)].map((match) => match[1]);
    expect(options.length).toBeGreaterThan(5);
    for (const name of [...options, ...variables]) expect(guide, name).toContain(name);
  });

  it('says where the API reference is, and covers PDFs, Accept-Language, CORS and VITE_CSP_CONNECT_SRC', () => {
    for (const topic of ['/api-reference/', 'application/pdf', 'Accept-Language', 'Access-Control-Allow-Origin', 'VITE_CSP_CONNECT_SRC', 'VITE_GATEWAY=']) {
      expect(guide, topic).toContain(topic);
    }
  });
});

describe('the README', () => {
  it('names npm run openapi and npm run gateway:check, both scripts of the project', () => {
    expect(readme).toContain('npm run openapi');
    expect(readme).toContain('npm run gateway:check');
    expect(scripts['openapi']).toBeDefined();
    expect(scripts['gateway:check']).toBe('tsx tests/tooling/gateway-check.ts');
  });
});
