import type { CDPSession, Page } from '@playwright/test';

/**
 * A virtual platform authenticator in the page's browser context (Chromium's WebAuthn domain of the
 * DevTools protocol), standing in for a phone's or a laptop's passkeys: it keeps resident keys, verifies
 * the user and answers without a touch (automaticPresenceSimulation).
 */
export async function virtualAuthenticator(page: Page): Promise<{ readonly cdp: CDPSession; readonly authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}
