import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { RecoveryStore } from '../session/recovery-store';
import { RegistrationStore } from '../session/registration-store';
import { SessionStore } from '../stores/session-store';
import { bindStores } from './bind-stores';
import { SESSION_WIDE_STORES } from './session-wide-stores';

describe('session-wide stores', () => {
  it('builds each store once per tab, on first request, and keeps what was typed', () => {
    const container = bindStores(createNodeContainer({ kind: 'memory' }, { today: '2025-06-15', domainId: 1 }).container);
    const registration = container.get(SESSION_WIDE_STORES).get(RegistrationStore);
    registration.setDetail('firstName', 'Ada');
    // A later visit (a new render asking again) finds the same store, with what was typed.
    expect(container.get(SESSION_WIDE_STORES).get(RegistrationStore)).toBe(registration);
    expect(registration.userDetails.firstName).toBe('Ada');
    const recovery = container.get(SESSION_WIDE_STORES).get(RecoveryStore);
    expect(container.get(SESSION_WIDE_STORES).get(RecoveryStore)).toBe(recovery);
    // Once bound, the container itself answers the same instance.
    expect(container.get(RegistrationStore)).toBe(registration);
  });

  it('builds the stores on the tab’s one session store, so that logout still clears them', () => {
    const container = bindStores(createNodeContainer({ kind: 'memory' }, { today: '2025-06-15', domainId: 1 }).container);
    const registration = container.get(SESSION_WIDE_STORES).get(RegistrationStore);
    registration.setDetail('firstName', 'Ada');
    container.get(SessionStore).logout();
    expect(registration.userDetails.firstName).toBe('');
  });
});
