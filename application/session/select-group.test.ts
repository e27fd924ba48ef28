import { describe, expect, it } from 'vitest';
import { readTokenClaims } from '../../domain/rules/token-claims';
import { createNodeContainer } from '../../adapters/node-assembly';
import { SandboxInsurer } from '../../adapters/sandbox/sandbox-insurer';
import { LogIn } from './log-in';
import { ListPlanChoices, SelectGroup } from './select-group';

const TODAY = '2025-06-15';
const REGULAR_GROUP = '10003311';
const MODA360_GROUP = '10005120';

/** multigroup, logged in and waiting on the plan selection screen. */
async function atPlanSelection() {
  const insurer = new SandboxInsurer();
  const app = createNodeContainer({ kind: 'memory', insurer }, { today: TODAY, domainId: 1 });
  const login = await app.container.get(LogIn).execute({ username: 'multigroup', password: 'Sandbox1' });
  expect(login).toEqual({ kind: 'signed-in', next: { kind: 'routed', path: '/group-selection' } });
  return { app, insurer };
}

describe('ListPlanChoices', () => {
  it('lists each plan as "groupId groupName: effective - present" and marks the one the token is for', async () => {
    const { app } = await atPlanSelection();
    const outcome = await app.container.get(ListPlanChoices).execute();
    expect(outcome.kind).toBe('loaded');
    if (outcome.kind !== 'loaded') return;
    expect(outcome.plans.map((plan) => plan.group.groupId)).toEqual([REGULAR_GROUP, MODA360_GROUP]);
    for (const plan of outcome.plans) {
      expect(plan.line).toMatch(new RegExp(`^${plan.group.groupId} ${plan.group.groupName}: \\d{2}/\\d{2}/\\d{4} - present$`));
      expect(plan.inactive).toBe(false);
    }
    expect(outcome.plans.map((plan) => plan.current)).toEqual([true, false]);
  });
});

describe('SelectGroup while signing in', () => {
  it('choosing the token’s own group routes straight on, without switching', async () => {
    const { app, insurer } = await atPlanSelection();
    const outcome = await app.container.get(SelectGroup).execute(REGULAR_GROUP);
    expect(outcome).toEqual({ kind: 'routed', path: '/home' });
    expect(insurer.groupSelected('multigroup')).toBe(false);
    expect(app.temporary.groupSelected()).toBe(true);
    expect(readTokenClaims(app.tokens.current() ?? '')?.groupId).toBe(REGULAR_GROUP);
  });

  it('choosing another group switches first; its token then carries on (here to single sign-on)', async () => {
    const { app, insurer } = await atPlanSelection();
    const outcome = await app.container.get(SelectGroup).execute(MODA360_GROUP);
    expect(outcome.kind).toBe('single-sign-on');
    expect(insurer.groupSelected('multigroup')).toBe(true);
    expect(app.temporary.groupSelected()).toBe(true);
    const posted = app.navigator.last();
    expect(posted?.kind).toBe('post-form');
    if (posted?.kind === 'post-form') expect(readTokenClaims(posted.fields['token'] ?? '')?.groupId).toBe(MODA360_GROUP);
  });

  it('a switch the gateway refuses is reported and nothing is stored', async () => {
    const { app } = await atPlanSelection();
    const outcome = await app.container.get(SelectGroup).execute('99999999');
    expect(outcome).toMatchObject({ kind: 'error', error: { status: 404 } });
    expect(app.tokens.current()).toBeNull();
    expect(app.temporary.groupSelected()).toBe(false);
  });

  it('without any token post-login routing decides: the logout page', async () => {
    const app = createNodeContainer({ kind: 'memory' }, { today: TODAY, domainId: 1 });
    expect(await app.container.get(SelectGroup).execute(REGULAR_GROUP)).toEqual({ kind: 'routed', path: '/logout' });
  });
});

describe('SelectGroup from the header, logged in', () => {
  /** multigroup logged in to the moda360 group with portal navigation blocked, so they land on /home. */
  async function loggedInToModa360Group() {
    const { app, insurer } = await atPlanSelection();
    app.temporary.setCrmNavigationBlocked(true);
    expect(await app.container.get(SelectGroup).execute(MODA360_GROUP)).toEqual({ kind: 'routed', path: '/home' });
    expect(app.temporary.tempToken()).toBeNull();
    return { app, insurer };
  }

  it('ends the current session, switches and routes as after a login', async () => {
    const { app } = await loggedInToModa360Group();
    const before = app.tokens.current();
    const outcome = await app.container.get(SelectGroup).execute(REGULAR_GROUP);
    expect(outcome).toEqual({ kind: 'routed', path: '/home' });
    const after = app.tokens.current();
    expect(after).not.toBe(before);
    expect(readTokenClaims(after ?? '')?.groupId).toBe(REGULAR_GROUP);
    expect(app.temporary.tempToken()).toBeNull();
  });

  it('choosing the group the member is in changes nothing', async () => {
    const { app } = await loggedInToModa360Group();
    const before = app.tokens.current();
    const steps = app.navigator.history.length;
    expect(await app.container.get(SelectGroup).execute(MODA360_GROUP)).toEqual({ kind: 'unchanged' });
    expect(app.tokens.current()).toBe(before);
    expect(app.navigator.history).toHaveLength(steps);
  });

  it('a failed switch puts the old session back', async () => {
    const { app } = await loggedInToModa360Group();
    const before = app.tokens.current();
    const outcome = await app.container.get(SelectGroup).execute('99999999');
    expect(outcome).toMatchObject({ kind: 'error', error: { status: 404 } });
    expect(app.tokens.current()).toBe(before);
    expect(app.temporary.tempToken()).toBeNull();
  });
});
