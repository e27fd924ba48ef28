import { Container } from 'inversify';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_GATEWAY,
  AUTH_GATEWAY,
  CLOCK,
  GATEWAY_PORTS,
  ID_CARD_GATEWAY,
  REGISTRATION_GATEWAY,
  SESSION_TOKENS,
  TEMPORARY_STATE,
} from '../../application/ports';
import { MemorySessionTokens, MemoryTemporaryState, PinnedClock } from '../memory/memory-platform';
import { bindSandboxGateways } from './in-memory-gateways';
import { SANDBOX_INSURER, SandboxInsurer } from './sandbox-insurer';
import { decodeSandboxToken } from './sandbox-token';

/** The ports, bound in a container as the composition root would, answered by the sandbox insurer. */

describe('bindSandboxGateways', () => {
  let container: Container;
  let tokens: MemorySessionTokens;
  let temporary: MemoryTemporaryState;
  let clock: PinnedClock;

  beforeEach(() => {
    container = new Container();
    tokens = new MemorySessionTokens();
    temporary = new MemoryTemporaryState();
    clock = new PinnedClock('2026-11-22');
    container.bind(SESSION_TOKENS).toConstantValue(tokens);
    container.bind(TEMPORARY_STATE).toConstantValue(temporary);
    container.bind(CLOCK).toConstantValue(clock);
    bindSandboxGateways(container);
  });

  async function logIn(username: string): Promise<string> {
    const answer = await container.get(AUTH_GATEWAY).login({ username, password: 'Sandbox1', domainId: 1 });
    if (answer._tag === 'Left') throw new Error(JSON.stringify(answer.left));
    return answer.right.token;
  }

  it('binds every gateway port', () => {
    for (const port of Object.values(GATEWAY_PORTS)) {
      expect(container.isBound(port)).toBe(true);
    }
  });

  it('calls with the temporary token between login and the dashboard, then with the session token', async () => {
    const accounts = container.get(ACCOUNT_GATEWAY);
    expect(await accounts.status()).toMatchObject({ _tag: 'Left', left: { status: 401 } });
    temporary.setTempToken(await logIn('newuser'));
    expect(await accounts.status()).toEqual({ _tag: 'Right', right: 'INI' });
    tokens.store(await logIn('noemail'));
    // The session token wins over a leftover temporary token.
    expect(await accounts.preferences()).toMatchObject({ _tag: 'Right', right: { emailAddress: null } });
  });

  it('reads today from the clock, so pinning the clock moves persona dates', async () => {
    tokens.store(await logIn('future'));
    const effective = async () => {
      const account = await container.get(ACCOUNT_GATEWAY).account();
      return account._tag === 'Right' ? account.right.effectiveDate : null;
    };
    expect(await effective()).toBe('2026-12-01');
    clock.pin('2025-02-10');
    expect(await effective()).toBe('2025-03-01');
  });

  it('returns the ID card as a PDF blob', async () => {
    tokens.store(await logIn('subscriber'));
    const pdf = await container.get(ID_CARD_GATEWAY).pdf();
    if (pdf._tag === 'Left') throw new Error('no pdf');
    expect(pdf.right.type).toBe('application/pdf');
    expect(new TextDecoder().decode(new Uint8Array(await pdf.right.arrayBuffer()).slice(0, 4))).toBe('%PDF');
  });

  it('shares one insurer, so a change made through one port shows through another', async () => {
    tokens.store(await logIn('multigroup'));
    const groups = await container.get(AUTH_GATEWAY).groups();
    if (groups._tag === 'Left') throw new Error('no groups');
    const moda360 = groups.right.find((group) => group.moda360);
    const switched = await container.get(AUTH_GATEWAY).selectGroup({ groupId: moda360?.groupId ?? '', domain: 1 });
    if (switched._tag === 'Left') throw new Error('no switch');
    expect(decodeSandboxToken(switched.right.token)?.groupId).toBe(moda360?.groupId);
    expect(container.get(SANDBOX_INSURER).groupSelected('multigroup')).toBe(true);
  });

  it('uses the insurer it is given', async () => {
    const shared = new SandboxInsurer();
    const other = new Container();
    other.bind(SESSION_TOKENS).toConstantValue(tokens);
    other.bind(TEMPORARY_STATE).toConstantValue(temporary);
    other.bind(CLOCK).toConstantValue(clock);
    bindSandboxGateways(other, shared);
    expect(other.get(SANDBOX_INSURER)).toBe(shared);
    const page = await other.get(REGISTRATION_GATEWAY).registrationDetails();
    expect(page._tag).toBe('Right');
  });
});
