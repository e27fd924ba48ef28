import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { readTokenClaims } from '../../../domain/rules/token-claims';
import { ALL_ENDPOINTS } from '../../../adapters/http/endpoints';
import { OPENAPI_FILE, openApiText } from './write-openapi';

interface Media {
  readonly examples?: Readonly<Record<string, { readonly summary: string; readonly value: unknown }>>;
}
interface Operation {
  readonly operationId: string;
  readonly security: unknown[];
  readonly parameters: readonly { readonly $ref?: string }[];
  readonly responses: Readonly<Record<string, { readonly $ref?: string; readonly content?: Readonly<Record<string, Media>> }>>;
}
interface Document {
  readonly paths: Record<string, Record<string, Operation>>;
  readonly components: {
    readonly responses: Readonly<Record<string, { readonly content: Readonly<Record<string, Media>> }>>;
    readonly securitySchemes: Readonly<Record<string, { readonly bearerFormat?: string }>>;
    readonly schemas: Readonly<Record<string, { readonly required?: readonly string[] }>>;
  };
}

describe('the OpenAPI document', () => {
  let text = '';
  let document: Document;

  beforeAll(async () => {
    text = await openApiText();
    document = JSON.parse(text) as Document;
  }, 60_000);

  it('is the one the endpoint table makes (npm run openapi writes it)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(text);
  });

  it('has an example taken from the sandbox personas for every answer with a body', () => {
    const operations = Object.values(document.paths).flatMap((path) => Object.values(path));
    const without = operations.flatMap((operation) =>
      Object.entries(operation.responses['200']?.content ?? {})
        // Files (a PDF, a member's image) are bytes: their schema names the media type, and they have no example.
        .filter(([media, content]) => media !== 'application/pdf' && !media.startsWith('image/') && content.examples === undefined)
        .map(() => operation.operationId),
    );
    expect(without).toEqual([]);
    // The subscriber's own sign-in and claims, as the sandbox answers them.
    const login = operations.find((operation) => operation.operationId === 'auth.login')?.responses['200']?.content?.['application/json'];
    const token = (login?.examples?.['subscriber']?.value as { token: string }).token;
    expect(readTokenClaims(token)).toMatchObject({ role: 'member', issuedByNewId: false });
    const claims = operations.find((operation) => operation.operationId === 'claims.list')?.responses['200']?.content?.['application/json'];
    expect((claims?.examples?.['subscriber']?.value as readonly unknown[]).length).toBeGreaterThan(0);
    // The error bodies: the sandbox's own, for each status.
    const errors = Object.fromEntries(
      Object.entries(document.components.responses).map(([name, response]) => [name, Object.values(response.content['application/json']?.examples ?? {})[0]?.value]),
    );
    expect(errors).toMatchObject({ Error401: { code: 'UNAUTHORIZED' }, Error404: { code: 'CLAIM_NOT_FOUND' }, Error: { code: 'ACCOUNT_LOCKED' } });
  });

  it("describes the token's claims and format, and takes Accept-Language on every call", () => {
    expect(document.components.securitySchemes['bearer']?.bearerFormat).toBe('JWT');
    expect(document.components.schemas['TokenClaims']?.required).toEqual(['memberKey', 'role', 'issuedByNewId']);
    const operations = Object.values(document.paths).flatMap((path) => Object.values(path));
    expect(operations.filter((operation) => !operation.parameters.some((parameter) => parameter.$ref === '#/components/parameters/AcceptLanguage'))).toEqual([]);
  });

  it('has an operation for every endpoint, with the bearer scheme where the member must be signed in', () => {
    const operations = Object.values(document.paths).flatMap((path) => Object.values(path));
    const byName = new Map(operations.map((operation) => [operation.operationId, operation]));
    for (const endpoint of ALL_ENDPOINTS.filter((each) => each.name !== 'idCard.pdf')) {
      expect(byName.get(endpoint.name)?.security, endpoint.name).toEqual(endpoint.audience === 'member' ? [{ bearer: [] }] : []);
    }
  });
});
