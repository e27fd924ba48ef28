import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '../../../adapters/http/endpoints';
import { OPENAPI_FILE, openApiText } from './write-openapi';

describe('the OpenAPI document', () => {
  it('is the one the endpoint table makes (npm run openapi writes it)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(openApiText());
  });

  it('has an operation for every endpoint, with the bearer scheme where the member must be signed in', () => {
    const document = JSON.parse(openApiText()) as { paths: Record<string, Record<string, { operationId: string; security: unknown[] }>> };
    const operations = Object.values(document.paths).flatMap((path) => Object.values(path));
    const byName = new Map(operations.map((operation) => [operation.operationId, operation]));
    for (const endpoint of ALL_ENDPOINTS.filter((each) => each.name !== 'idCard.pdf')) {
      expect(byName.get(endpoint.name)?.security, endpoint.name).toEqual(endpoint.audience === 'member' ? [{ bearer: [] }] : []);
    }
  });
});
