import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIMS_ENDPOINTS } from '../../adapters/http/endpoints/claims';
import { ACCOUNT_ENDPOINTS } from '../../adapters/http/endpoints/account';
import { startSandboxServer, type SandboxServer } from '../../adapters/sandbox/sandbox-http-handler';
import { watchAnswers } from './answer-watch';
import { ContractDocument, type WireAnswer } from './contract-document';

/** The OpenAPI document as judge: the sandbox's answers in the contract tests and HTTP features, and any gateway's to gateway:check. */

const document = ContractDocument.load();
const json = (body: unknown, status = 200): WireAnswer => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: new TextEncoder().encode(JSON.stringify(body)),
});

describe('the OpenAPI document judges an answer', () => {
  it('refuses an error body with a field it lacks, and takes one with code, message and errorData', () => {
    const claim = CLAIMS_ENDPOINTS.claim;
    expect(document.differences(claim, json({ code: 'NOT_FOUND', message: 'No such claim.', errorData: { claimId: 'X' } }, 404))).toEqual([]);
    expect(document.differences(claim, json({ code: 'NOT_FOUND', reason: 'gone' }, 404))).toEqual([
      "body must NOT have additional properties 'reason' (schema #/additionalProperties)",
    ]);
  });

  it('names the status, or the content type, the document does not have', () => {
    expect(document.differences(CLAIMS_ENDPOINTS.eobs, { status: 200, contentType: 'text/html', body: new Uint8Array() })).toEqual([
      'status 200 content type text/html, the document has application/json',
    ]);
    expect(document.differences(CLAIMS_ENDPOINTS.eobs, json([], 302))).toEqual(['status 302, the document has 200, 400, 401, 403, 404']);
    // Any other error status has the error body.
    expect(document.differences(CLAIMS_ENDPOINTS.eobs, json({ code: 'DOWN' }, 503))).toEqual([]);
  });

  it('takes a PDF by its first bytes and refuses HTML sent as one', () => {
    const pdf = (text: string): WireAnswer => ({ status: 200, contentType: 'application/pdf', body: new TextEncoder().encode(text) });
    expect(document.differences(CLAIMS_ENDPOINTS.eobPdf, pdf('%PDF-1.7 ...'))).toEqual([]);
    expect(document.differences(CLAIMS_ENDPOINTS.eobPdf, pdf('<html>'))).toEqual(['body is not a PDF (it does not start with %PDF-)']);
  });
});

describe('the sandbox held to the document while tests run', () => {
  let server: SandboxServer;
  let token = '';
  const watch = watchAnswers();
  /** Which field of the account answer to rename, if any (a sandbox that drifted). */
  let rename: { from: string; to: string } | null = null;
  /** Which field of the account answer to drop, if any. */
  let drop: string | null = null;

  beforeAll(async () => {
    server = await startSandboxServer(0, {
      interceptor: (call, next) =>
        watch.interceptor(call, async () => {
          const reply = await next();
          if (call.call !== ACCOUNT_ENDPOINTS.account.name || reply.kind !== 'json') return reply;
          const { [rename?.from ?? drop ?? '']: moved, ...rest } = reply.body as Record<string, unknown>;
          return { ...reply, body: rename === null ? rest : { ...rest, [rename.to]: moved } };
        }),
    });
    const login = await fetch(`${server.gatewayUrl}/api/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'subscriber', password: 'Sandbox1', domainId: 1 }),
    });
    token = ((await login.json()) as { token: string }).token;
  });

  afterAll(async () => {
    await server.close();
  });

  const readAccount = () => fetch(`${server.gatewayUrl}/api/account`, { headers: { Authorization: `Bearer ${token}` } });

  it('sees nothing wrong with the sandbox as it is', async () => {
    watch.drain();
    rename = null;
    drop = null;
    await readAccount();
    expect(watch.drain()).toEqual([]);
  });

  it('fails an answer with a renamed field: the new name is not in the document, the old one is required', async () => {
    rename = { from: 'groupId', to: 'groupNumber' };
    drop = null;
    await readAccount();
    expect(watch.drain()).toEqual([
      "account.account (GET /api/account): body must have required property 'groupId' (schema #/required)",
      "account.account (GET /api/account): body must NOT have additional properties 'groupNumber' (schema #/additionalProperties)",
    ]);
  });

  it('fails an answer that leaves out a required field', async () => {
    rename = null;
    drop = 'members';
    await readAccount();
    expect(watch.drain()).toEqual(["account.account (GET /api/account): body must have required property 'members' (schema #/required)"]);
  });
});
