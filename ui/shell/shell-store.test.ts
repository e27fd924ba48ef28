import { when } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import type { DomainId } from '../../domain/model';
import { createNodeContainer } from '../../adapters/node-assembly';
import { CONTENT_GATEWAY } from '../../application/ports/content-gateway';
import { APP_CONFIG } from '../../application/ports/platform';
import { AUTH_GATEWAY } from '../../application/ports/auth-gateway';
import { EBILL_GATEWAY } from '../../application/ports/ebill-gateway';
import { LogIn } from '../../application/session/log-in';
import { ListPlanChoices, SelectGroup } from '../../application/session/select-group';
import { bindStores } from '../app/bind-stores';
import { AccountStore } from '../stores/account-store';
import { SessionStore } from '../stores/session-store';
import { ShellStore } from './shell-store';
import { GroupSwitch } from './group-switch';

const TODAY = '2025-06-15';

/** The app of one tab on the in-memory sandbox, signed in as a persona, with the shell's account state resolved. */
async function shellFor(username: string, domainId: DomainId = 1) {
  const app = createNodeContainer({ kind: 'memory' }, { today: TODAY, domainId });
  bindStores(app.container);
  const outcome = await app.container.get(LogIn).execute({ username, password: 'Sandbox1' });
  expect(outcome.kind).toBe('signed-in');
  const session = app.container.get(SessionStore);
  session.refresh();
  const shell = app.container.get(ShellStore);
  const account = app.container.get(AccountStore);
  shell.sync();
  await account.ensure();
  return { app, shell, session, account };
}

describe('ShellStore', () => {
  it("builds a subscriber's menus, greeting and chat from the account state", async () => {
    const { shell } = await shellFor('subscriber');
    await when(() => shell.chat.kind !== 'unavailable', { timeout: 5_000 });
    expect(shell.menus.primary.map((item) => item.label)).toEqual(['Home', 'Account', 'Benefits', 'Find care', 'Claims/EOBs']);
    expect(shell.firstName).toMatch(/^[A-Z][a-z]+$/);
    expect(shell.alerts).toEqual([]);
    expect(shell.groups?.offered).toBe(false);
    expect(shell.chat.kind).toBe('available');
    expect(shell.siteMap.find((section) => section.item.label === 'Account')?.children.map((c) => c.label)).not.toContain('Log out');
  });

  it('warns a termed member on every page, and the warning cannot be dismissed', async () => {
    const { shell } = await shellFor('termed');
    const [warning] = shell.alerts;
    expect(warning?.title).toBe('You are not currently enrolled in a plan');
    if (warning !== undefined) shell.dismissAlert(warning);
    expect(shell.alerts.map((alert) => alert.title)).toEqual(['You are not currently enrolled in a plan']);
  });

  it('shows, dismisses and forgets alerts other areas raise; logout clears them and the menus', async () => {
    const { shell, session } = await shellFor('subscriber');
    const news = { id: 'news', type: 'info' as const, title: 'New programs', content: '', canDismiss: true, links: [], buttons: [] };
    shell.showAlert(news);
    expect(shell.alerts.map((alert) => alert.id)).toEqual(['news']);
    shell.dismissAlert(news);
    expect(shell.alerts).toEqual([]);

    session.logout();
    expect(shell.menus.primary).toEqual([]);
    expect(shell.menus.utility.map((item) => item.label)).toEqual(['Log in', 'Contact us']);
    expect(shell.firstName).toBeNull();
    expect(shell.chat.kind).toBe('unavailable');
  });

  it("asks for the footer's seal and for chat only once the member's account state is in", async () => {
    const app = createNodeContainer({ kind: 'memory' }, { today: TODAY, domainId: 1 });
    bindStores(app.container);
    await app.container.get(LogIn).execute({ username: 'subscriber', password: 'Sandbox1' });
    app.container.get(SessionStore).refresh();
    const account = app.container.get(AccountStore);
    // One of the account state's answers is slow to come.
    const ebill = app.container.get(EBILL_GATEWAY);
    const hasEbill = ebill.hasEbill.bind(ebill);
    vi.spyOn(ebill, 'hasEbill').mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve(hasEbill()), 50)));
    const content = app.container.get(CONTENT_GATEWAY);
    const asked: { call: string; accountStateIn: boolean }[] = [];
    const accreditation = content.accreditation.bind(content);
    vi.spyOn(content, 'accreditation').mockImplementation(() => {
      asked.push({ call: 'accreditation', accountStateIn: account.state !== null });
      return accreditation();
    });
    const chatConfig = content.chatConfig.bind(content);
    vi.spyOn(content, 'chatConfig').mockImplementation(() => {
      asked.push({ call: 'chatConfig', accountStateIn: account.state !== null });
      return chatConfig();
    });
    const shell = app.container.get(ShellStore);
    shell.sync();
    await when(() => shell.chatSettled && shell.accreditation !== null, { timeout: 5_000 });
    expect(asked.map(({ call }) => call).sort()).toEqual(['accreditation', 'chatConfig']);
    expect(asked.every(({ accountStateIn }) => accountStateIn)).toBe(true);
  });

  it("keeps room for the chat launcher on a member's pages before their chat answer is in, wherever chat is offered", async () => {
    const { shell, session } = await shellFor('subscriber');
    expect(shell.chatSettled).toBe(false);
    expect(shell.chatGutter).toBe(true);
    session.logout();
    expect(shell.chatGutter).toBe(false);

    const app = createNodeContainer({ kind: 'memory' }, { today: TODAY, domainId: 1 });
    app.container.rebind(APP_CONFIG).toConstantValue({ ...app.config, chatHost: null });
    bindStores(app.container);
    await app.container.get(LogIn).execute({ username: 'subscriber', password: 'Sandbox1' });
    app.container.get(SessionStore).refresh();
    expect(app.container.get(ShellStore).chatGutter).toBe(false);
  });

  it('never asks for chat settings where the deployment names no chat host', async () => {
    const app = createNodeContainer({ kind: 'memory' }, { today: TODAY, domainId: 1 });
    app.container.rebind(APP_CONFIG).toConstantValue({ ...app.config, chatHost: null });
    bindStores(app.container);
    await app.container.get(LogIn).execute({ username: 'subscriber', password: 'Sandbox1' });
    app.container.get(SessionStore).refresh();
    const content = app.container.get(CONTENT_GATEWAY);
    const chatConfig = vi.spyOn(content, 'chatConfig');
    const shell = app.container.get(ShellStore);
    shell.sync();
    await app.container.get(AccountStore).ensure();
    await when(() => shell.chatSettled, { timeout: 5_000 });
    expect(shell.chat.kind).toBe('unavailable');
    expect(chatConfig).not.toHaveBeenCalled();
  });

  it('gives Providence no chat and, after logout, no logged-out menus', async () => {
    const { shell, session } = await shellFor('providence', 5);
    await when(() => shell.chatSettled, { timeout: 5_000 });
    expect(shell.chat.kind).toBe('unavailable');
    session.logout();
    expect(shell.menus.utility).toEqual([]);
  });

  it("switches a member with two plans to the other one from the header, leaving the current plan's session", async () => {
    const app = createNodeContainer({ kind: 'memory' }, { today: TODAY, domainId: 1 });
    bindStores(app.container);
    await app.container.get(LogIn).execute({ username: 'multigroup', password: 'Sandbox1' });
    const plans = await app.container.get(ListPlanChoices).execute();
    if (plans.kind !== 'loaded') throw new Error('no plans');
    const plain = plans.plans.find((plan) => !plan.group.moda360);
    if (plain === undefined) throw new Error('no plan without moda360');
    await app.container.get(SelectGroup).execute(plain.group.groupId);
    const session = app.container.get(SessionStore);
    session.refresh();
    const shell = app.container.get(ShellStore);
    shell.sync();
    await app.container.get(AccountStore).ensure();
    expect(shell.groups?.offered).toBe(true);
    expect(shell.groups?.current?.groupId).toBe(plain.group.groupId);

    const other = shell.groups?.options.find((option) => !option.current);
    if (other === undefined) throw new Error('no other plan');
    const switching = app.container.get(GroupSwitch).switchTo(other.groupId);
    expect(shell.switchingGroup).toBe(true);
    expect(shell.busy).toBe(true);
    await switching;
    expect(shell.switchingGroup).toBe(false);
    // The other plan is moda360: its token goes to single sign-on, the old session is gone.
    expect(app.navigator.last()?.kind).toBe('post-form');
    expect(app.tokens.current()).toBeNull();
  });

  it('starts every store of the session again for the plan chosen in the header, and the pages with them', async () => {
    const app = createNodeContainer({ kind: 'memory' }, { today: TODAY, domainId: 1 });
    bindStores(app.container);
    // Both of multigroup's plans ordinary, so that the switch stays in the dashboard (no single sign-on).
    const auth = app.container.get(AUTH_GATEWAY);
    const groups = auth.groups.bind(auth);
    vi.spyOn(auth, 'groups').mockImplementation(async () => {
      const answer = await groups();
      return answer._tag === 'Right' ? { ...answer, right: answer.right.map((group) => ({ ...group, moda360: false })) } : answer;
    });
    expect((await app.container.get(LogIn).execute({ username: 'multigroup', password: 'Sandbox1' })).kind).toBe('signed-in');
    const session = app.container.get(SessionStore);
    session.refresh();
    const shell = app.container.get(ShellStore);
    const account = app.container.get(AccountStore);
    shell.sync();
    const before = await account.ensure();
    const other = shell.groups?.options.find((option) => !option.current);
    if (before === null || other === undefined) throw new Error('multigroup has no second plan');
    const resets = vi.fn();
    session.onReset(resets);
    const generation = session.generation;

    await app.container.get(GroupSwitch).switchTo(other.groupId);

    expect(app.navigator.last()).toEqual({ kind: 'go', path: '/home' });
    // The previous plan's session is over for every store and every page (keyed on the generation).
    expect(resets).toHaveBeenCalledTimes(1);
    expect(session.generation).toBe(generation + 1);
    const after = await account.ensure();
    expect(after?.account.groupId).toBe(other.groupId);
    expect(after?.account.groupId).not.toBe(before.account.groupId);
    expect(shell.groups?.current?.groupId).toBe(other.groupId);
  });

  it('a session token of another member read on a navigation (a switch in another tab) starts the session again', async () => {
    const { app, session, account } = await shellFor('subscriber');
    const generation = session.generation;
    // The same member again changes nothing.
    session.refresh();
    expect(session.generation).toBe(generation);
    expect(account.state).not.toBeNull();

    const other = createNodeContainer({ kind: 'memory' }, { today: TODAY, domainId: 1 });
    await other.container.get(LogIn).execute({ username: 'spouse', password: 'Sandbox1' });
    const token = other.tokens.current();
    if (token === null) throw new Error('spouse did not sign in');
    app.tokens.store(token);
    session.refresh();
    expect(session.generation).toBe(generation + 1);
    expect(account.state).toBeNull();
  });
});
