import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PERSONA_DOMAINS, SANDBOX_PASSWORD, type PersonaName } from './personas';

/** A sandbox family as the gateway answers it, for forms that ask for a member's details (registration, recovery). */

export interface WireMember {
  readonly memberKey: string;
  readonly memberSuffix: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly dateOfBirth: string;
}
export interface WireAccount {
  readonly subscriberId: string;
  readonly address: { readonly zipCode: string };
  readonly members: readonly WireMember[];
}

/** A persona's family as the sandbox gateway answers it (read-only: another sandbox session than the page's). */
export async function familyOf(request: APIRequestContext, username: PersonaName): Promise<WireAccount> {
  const login = await request.post('/gateway/api/token', { data: { username, password: SANDBOX_PASSWORD, domainId: PERSONA_DOMAINS[username] } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const account = await request.get('/gateway/api/account', { headers: { Authorization: `Bearer ${token}` } });
  expect(account.ok()).toBe(true);
  return (await account.json()) as WireAccount;
}

export function memberOf(account: WireAccount, suffix: number): WireMember {
  const member = account.members.find((candidate) => candidate.memberSuffix === suffix);
  if (member === undefined) throw new Error(`no member with suffix ${suffix}`);
  return member;
}

/** Fills the member's details as registration and forgot username ask for them (labels in English). */
export async function fillMemberDetails(page: Page, account: WireAccount, member: WireMember): Promise<void> {
  await page.getByLabel('First name').fill(member.firstName);
  await page.getByLabel('Last name').fill(member.lastName);
  await page.getByLabel('Date of birth').fill(member.dateOfBirth);
  await page.getByLabel('Subscriber ID').fill(account.subscriberId);
  await page.getByLabel('ZIP code').fill(account.address.zipCode);
}
