import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { SandboxInsurer } from '../../adapters/sandbox/sandbox-insurer';
import { INVITATION_SET_ASIDE_MILLIS } from '../../domain/rules/second-factor';
import { LogIn } from '../session/log-in';
import { LogOut } from '../session/log-out';
import { SecondFactorInvitation } from './second-factor-invitation';

/** A browser of the member's, signed in, on the insurer every browser reaches. */
async function browserSignedIn(insurer: SandboxInsurer, username = 'subscriber') {
  const app = createNodeContainer({ kind: 'memory', insurer }, { today: '2025-06-15', domainId: 1 });
  expect((await app.container.get(LogIn).execute({ username, password: 'Sandbox1' })).kind).toBe('signed-in');
  return app;
}

describe('the invitation to add a second factor', () => {
  it('once set aside, is not offered after signing out and in again, nor in another browser, for 30 days', async () => {
    const insurer = new SandboxInsurer();
    const laptop = await browserSignedIn(insurer);
    const invitation = laptop.container.get(SecondFactorInvitation);
    expect(await invitation.due()).toBe(true);
    await invitation.setAside();
    expect(await invitation.due()).toBe(false);

    // Signing out clears the browser's storage; the member's "Not now" is kept at the gateway.
    laptop.container.get(LogOut).execute();
    expect((await laptop.container.get(LogIn).execute({ username: 'subscriber', password: 'Sandbox1' })).kind).toBe('signed-in');
    expect(await laptop.container.get(SecondFactorInvitation).due()).toBe(false);

    const phone = await browserSignedIn(insurer);
    expect(await phone.container.get(SecondFactorInvitation).due()).toBe(false);
    // Another member of the family has said nothing yet.
    expect(await (await browserSignedIn(insurer, 'spouse')).container.get(SecondFactorInvitation).due()).toBe(true);

    insurer.moveClockOn(INVITATION_SET_ASIDE_MILLIS);
    const later = await browserSignedIn(insurer);
    expect(await later.container.get(SecondFactorInvitation).due()).toBe(true);
  });
});
