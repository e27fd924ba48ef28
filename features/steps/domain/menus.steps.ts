import assert from 'node:assert/strict';
import { Given } from '@cucumber/cucumber';
import type { DomainId } from '../../../domain/model';
import type { MemberWorld } from '../../support/world';
import { rowsOf } from './helpers';
import { offers } from '../shared/screens.steps';
import { menuFacts, type RuleMenus, type Visitor } from './menu-facts';

/*
 * The menu rules (domain/rules/menus-and-permissions.ts) for a member described by facts. The menus are
 * built and read by the shell's steps ('their menus are built', 'their {menu} reads {string}'), the same
 * words the scenarios of signed-in personas use.
 */

const ROLES = ['subscriber', 'dependant'];

// The member's role (subscriber or dependant) and coverage (active, future, termed or none); all else ordinary.
// Single-use: a member described by facts for the menu and permission rules; app scenarios start from a persona instead.
Given('a {word} on the {brand} brand whose coverage is {word}', function (this: MemberWorld, role: string, domainId: DomainId, state: string) {
  assert.ok(ROLES.includes(role), `a ${role}? (write subscriber or dependant)`);
  this.remember('menuFacts', menuFacts(domainId, rowsOf([['member', role], ['coverage', state]]), this.today));
});

// Any of: member (subscriber or dependant), age ('40', '18 today', '18 tomorrow'), coverage (active, future,
// termed, none, dental only), eBill, referrals, Medicare materials (yes or no), token (member, new-id, issued
// by new ID), group (regular or a group number), handbooks label, and the primary care facts.
// Single-use: a member described by facts for the menu and permission rules; app scenarios start from a persona instead.
Given('a member on the {brand} brand with:', function (this: MemberWorld, domainId: DomainId, table: { raw(): string[][] }) {
  this.remember('menuFacts', menuFacts(domainId, rowsOf(table.raw()), this.today));
});

// The utility menu depends on nothing but being logged in and the brand.
// Single-use: a member described by facts for the menu and permission rules; app scenarios start from a persona instead.
Given('a visitor who is logged {word} on the {brand} brand', function (this: MemberWorld, state: string, domainId: DomainId) {
  assert.ok(state === 'in' || state === 'out', `logged ${state}? (write logged in or logged out)`);
  this.remember<Visitor>('visitor', { loggedIn: state === 'in', domainId });
});

const built = (world: MemberWorld): RuleMenus => world.recall<RuleMenus>('menus.rules');

// Answers the menu rules give from facts beside the menus themselves (which read with 'their {menu} reads {string}').
offers('primary care in the find care menu', function (this: MemberWorld, offered: boolean) {
  assert.equal((built(this).menus['find care menu'] ?? []).some((item) => item.label === 'Primary care'), offered);
});

offers('the ID card', function (this: MemberWorld, offered: boolean) {
  assert.equal(built(this).idCard, offered);
});

offers('their EOBs', function (this: MemberWorld, offered: boolean) {
  assert.equal(built(this).eobs, offered);
});
