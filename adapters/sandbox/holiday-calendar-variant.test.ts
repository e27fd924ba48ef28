// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxServer, type SandboxServer } from './sandbox-http-handler';

/** The sandbox-only hostile holiday calendar that the contact pages' browser tests use. */
describe('sandbox holiday calendar variants', () => {
  let server: SandboxServer;
  beforeAll(async () => {
    server = await startSandboxServer(0, { isolateSessions: true, testTools: true });
  });
  afterAll(async () => {
    await server.close();
  });

  const calendar = async (session: string): Promise<string> => {
    const response = await fetch(`${server.gatewayUrl}/message/calendar/domain/1`, { headers: { 'X-Sandbox-Session': session } });
    const body = (await response.json()) as { data: { item: { content: { value: string } } } };
    return body.data.item.content.value;
  };
  const use = (session: string, variant: unknown) =>
    fetch(`${server.gatewayUrl}/sandbox/holiday-calendar`, {
      method: 'PUT',
      headers: { 'X-Sandbox-Session': session, 'Content-Type': 'application/json' },
      body: JSON.stringify({ variant }),
    });

  it('serves the hostile calendar to the session that asked for it only, until reset or switched back', async () => {
    expect((await use('session-hostile-1', 'hostile')).status).toBe(204);
    const hostile = await calendar('session-hostile-1');
    expect(hostile).toContain('<script>');
    expect(hostile).toContain('javascript:');
    expect(hostile).toContain('Holiday schedule');
    expect(await calendar('session-standard-1')).not.toContain('<script>');

    await use('session-hostile-1', 'standard');
    expect(await calendar('session-hostile-1')).not.toContain('<script>');
  });

  it('refuses an unknown variant', async () => {
    expect((await use('session-hostile-2', 'evil')).status).toBe(400);
  });
});
