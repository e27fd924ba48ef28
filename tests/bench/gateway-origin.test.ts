import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '../../adapters/http/endpoint';
import { CORS_ALLOWED_HEADERS, corsHeaders } from './gateway-origin';

const DASHBOARD = 'https://127.0.0.1:4193';

describe("the bench's gateway on its own origin answers CORS as docs/gateway.md asks of a gateway", () => {
  it("lets the dashboard's origin read an answer, by name, never '*'", () => {
    expect(corsHeaders(DASHBOARD, DASHBOARD, false)).toEqual({ Vary: 'Origin', 'Access-Control-Allow-Origin': DASHBOARD });
  });

  it('lets no other origin read an answer', () => {
    expect(corsHeaders('https://elsewhere.example', DASHBOARD, false)).toEqual({ Vary: 'Origin' });
    expect(corsHeaders(undefined, DASHBOARD, true)).toEqual({ Vary: 'Origin' });
  });

  it("allows, in the preflight, the methods and the request headers the dashboard sends", () => {
    const preflight = corsHeaders(DASHBOARD, DASHBOARD, true);
    expect(preflight['Access-Control-Allow-Methods']?.split(', ').sort()).toEqual(['DELETE', 'GET', 'POST', 'PUT']);
    expect(CORS_ALLOWED_HEADERS.split(', ')).toEqual(expect.arrayContaining(['Authorization', 'Content-Type', 'Accept-Language', IDEMPOTENCY_KEY_HEADER]));
    expect(preflight['Access-Control-Allow-Headers']).toBe(CORS_ALLOWED_HEADERS);
  });
});
