import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Alert, DomainId } from '../../../domain/model';
import { isTermedMember } from '../../../domain/rules/eligibility-status';
import { globalAlerts } from '../../../domain/rules/global-alerts';
import type { MenuFacts } from '../../../domain/rules/menus-and-permissions';
import { groupSwitcher, menuSections, shellMenus, siteMap, type GroupSwitcher, type MenuSection, type ShellMenus } from '../../../domain/rules/shell-menus';
import { LoadContactUs, type ContactUsView } from '../../../application/shell/load-contact-us';
import { ResolveAccountState } from '../../../application/shared/resolve-account-state';
import { ReadSession } from '../../../application/session/session-facts';
import type { MenuName } from '../../support/vocabulary';
import type { MemberWorld } from '../../support/world';
import { listOf } from '../domain/helpers';
import { menusFromRules, utilityMenuOf, type Visitor } from '../domain/menu-facts';
import { seenMenus, showMenus } from '../shared/seen-menus';
import { offers, reads, worksOut } from '../shared/screens.steps';

/*
 * The app shell as a member gets it (features/shell): the session the app holds after sign-in, the account
 * state the shell resolves (ResolveAccountState, as the header does) and the domain's menu rules on top
 * (shell-menus.ts, global-alerts.ts), exactly as ui/shell/shell-store.ts combines them.
 */

interface PreparedShell {
  readonly menus: ShellMenus;
  readonly sections: readonly MenuSection[];
  readonly siteMap: readonly MenuSection[];
  readonly alerts: readonly Alert[];
  readonly switcher: GroupSwitcher | null;
}

const SHELL = 'shell.prepared';
const list = (items: readonly { label: string }[]): string => (items.length === 0 ? 'nothing' : items.map((item) => item.label).join(', '));
const shell = (world: MemberWorld): PreparedShell => world.recall<PreparedShell>(SHELL);

async function prepareShell(world: MemberWorld): Promise<PreparedShell> {
  const app = world.app();
  const session = app.get(ReadSession).execute();
  let facts: MenuFacts | null = null;
  let termed = false;
  let switcher: GroupSwitcher | null = null;
  if (session.authorised) {
    const resolved = await app.get(ResolveAccountState).execute();
    assert.equal(resolved.kind, 'resolved', `the account state did not resolve: ${JSON.stringify(resolved)}`);
    if (resolved.kind === 'resolved') {
      const state = resolved.state;
      facts = state.menuFacts;
      termed = isTermedMember(state.viewer, state.today);
      switcher = groupSwitcher(state.groups, state.account.groupId, state.today);
    }
  }
  const menus = shellMenus(session.domainId, session.authorised, facts);
  return {
    menus,
    sections: menuSections(menus, facts),
    siteMap: siteMap(menus, facts),
    alerts: globalAlerts({ loggedIn: session.authorised, termed }),
    switcher,
  };
}

/*
 * One When builds the menus of whoever the scenario describes: a member by facts (the domain's rules), a
 * visitor by brand and login (the utility menu), or else the signed-in persona's whole shell.
 */
When('their menus are built', async function (this: MemberWorld) {
  const facts = this.recallOr<MenuFacts | null>('menuFacts', null);
  const visitor = this.recallOr<Visitor | null>('visitor', null);
  if (facts !== null) {
    showMenus(this, this.remember('menus.rules', menusFromRules(facts)).menus);
  } else if (visitor !== null) {
    showMenus(this, utilityMenuOf(visitor));
  } else {
    const prepared = this.remember(SHELL, await prepareShell(this));
    const { menus } = prepared;
    showMenus(this, {
      'top navigation': menus.primary,
      'phone bottom navigation': menus.bottom,
      'account settings menu': menus.account,
      'benefits menu': menus.benefits,
      'find care menu': menus.findCare,
      'utility menu': menus.utility,
    });
  }
});

Then('their {menu} reads {string}', function (this: MemberWorld, menu: MenuName, expected: string) {
  const items = seenMenus(this)[menu];
  assert.ok(items !== undefined, `the scenario built no ${menu}`);
  assert.deepEqual(items.map((item) => item.label), listOf(expected));
});

// Single-use: the shell's alerts and plan switcher, which only the menus feature checks.
Then('the {string} menu of their top navigation reads {string}', function (this: MemberWorld, section: string, expected: string) {
  const found = shell(this).sections.find((candidate) => candidate.item.label === section);
  assert.ok(found !== undefined, `no ${section} in the top navigation`);
  assert.equal(list(found.children), expected);
});

reads("desktop footer's site map", function (this: MemberWorld, expected: string) {
  const sections = shell(this).siteMap.map((section) => (section.children.length === 0 ? section.item.label : `${section.item.label} (${list(section.children)})`));
  assert.equal(sections.length === 0 ? 'nothing' : sections.join('; '), expected);
});

// Member menus: the top navigation and the account, benefits, find care and bottom menus of a logged-in member.
offers('member menus', function (this: MemberWorld, offered: boolean) {
  const { menus } = shell(this);
  const lists = [menus.primary, menus.account, menus.benefits, menus.findCare, menus.bottom];
  if (offered) {
    assert.equal(menus.loggedIn, true);
    assert.ok(lists.some((items) => items.length > 0), 'no member menu offers anything');
  } else {
    assert.equal(menus.loggedIn, false);
    assert.deepEqual(lists, [[], [], [], [], []]);
  }
});

// Single-use: the shell's alerts and plan switcher, which only the menus feature checks.
Then('every page warns them {string}, without a way to dismiss it', function (this: MemberWorld, warning: string) {
  const alerts = shell(this).alerts;
  assert.equal(alerts.length, 1, `alerts: ${JSON.stringify(alerts)}`);
  assert.equal(alerts[0]?.title, warning);
  assert.equal(alerts[0]?.type, 'warning');
  assert.equal(alerts[0]?.canDismiss, false);
});

offers('a global alert', function (this: MemberWorld, shown: boolean) {
  if (shown) assert.ok(shell(this).alerts.length > 0, 'no global alert is shown');
  else assert.deepEqual(shell(this).alerts, []);
});

offers('the plan switcher', function (this: MemberWorld, offered: boolean) {
  assert.equal(shell(this).switcher?.offered ?? false, offered);
});

reads('plan switcher', function (this: MemberWorld, expected: string) {
  const switcher = shell(this).switcher;
  assert.ok(switcher?.offered === true, 'the plan switcher is not offered');
  assert.equal(switcher.options.map((option) => option.shortName).join(', '), expected);
}, 'screen');

reads("plan switcher's current plan", function (this: MemberWorld, expected: string) {
  assert.equal(shell(this).switcher?.current?.shortName, expected);
});

// The plans the switcher offers, each as its plan line.
reads('plan lines', function (this: MemberWorld, expected: string) {
  const switcher = shell(this).switcher;
  assert.ok(switcher?.offered === true, 'the plan switcher is not offered');
  assert.equal(switcher.options.map((option) => option.planLine).join(', '), expected);
}, 'screen');


// ---------------------------------------------------------------- contact pages

const CONTACT = 'shell.contact';
const contact = (world: MemberWorld): ContactUsView => world.recall<ContactUsView>(CONTACT);
const groupNamed = (world: MemberWorld, title: string) => {
  const group = contact(world).groups.find((candidate) => candidate.title === title);
  assert.ok(group !== undefined, `no contact group ${title}`);
  return group;
};

// Single-use: the contact page's entries, which only the contact us feature reads.
Given('a visitor on the contact page of the {brand} brand', function (this: MemberWorld, domainId: DomainId) {
  this.startApp().brand.use(domainId);
});

worksOut('their contact page', async function (this: MemberWorld) {
  this.remember(CONTACT, await this.app().get(LoadContactUs).execute());
});

reads('contact page', function (this: MemberWorld, expected: string) {
  assert.equal(contact(this).groups.map((group) => group.title).join(', '), expected);
});

// Single-use: the contact page's entries, which only the contact us feature reads.
Then('the {string} contact has a phone line for {string}', function (this: MemberWorld, title: string, label: string) {
  const line = groupNamed(this, title).lines.find((candidate) => candidate.label === label);
  assert.ok(line !== undefined, `${title} has no ${label} line`);
  assert.match(line.phone, /^(1-\d{3}-\d{3}-\d{4}|711)$/);
});

// Single-use: the contact page's entries, which only the contact us feature reads.
Then('the {string} contact says to call {string}', function (this: MemberWorld, title: string, phone: string) {
  assert.ok(groupNamed(this, title).lines.some((line) => line.phone === phone));
});

// Single-use: the contact page's entries, which only the contact us feature reads.
Then('the {string} contact is open {string}', function (this: MemberWorld, title: string, hours: string) {
  assert.ok(groupNamed(this, title).hours.includes(hours), `hours of ${title}: ${groupNamed(this, title).hours.join(' | ')}`);
});

// Single-use: the contact page's entries, which only the contact us feature reads.
Then('the {string} contact can be e-mailed', function (this: MemberWorld, title: string) {
  assert.match(groupNamed(this, title).email ?? '', /^[^@\s]+@[^@\s]+\.[a-z]+$/);
});

// Single-use: the contact page's entries, which only the contact us feature reads.
Then("the holiday calendar of the brand's own domain is shown", function (this: MemberWorld) {
  const view = contact(this);
  assert.equal(view.holidayCalendar.kind, 'html');
  if (view.holidayCalendar.kind === 'html') assert.ok(view.holidayCalendar.html.includes(view.brandName.replace(/&/g, '&amp;')), 'the calendar names the brand');
});
