import { afterEach, describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { LogIn } from '../../application/session/log-in';
import { putInForce } from '../../domain/copy/localized';
import { serviceQueryError } from '../../domain/rules/authorizations';
import { validateEmailAddress } from '../../domain/rules/validators';
import { SettingsStore } from '../account/settings-store';
import { MemberInformationStore } from '../account/member-information-store';
import { bindStores } from '../app/bind-stores';
import { AuthorizationsStore } from '../care/authorizations-store';
import { CostEstimatorStore } from '../care/cost-estimator-store';
import { PrimaryCareSearchStore } from '../care/primary-care-search-store';
import { NewIdStore } from '../session/new-id-store';
import { SessionStore } from '../stores/session-store';
import { SPANISH } from './spanish';

/** A persona's tab (the subscriber's unless said) on the in-memory sandbox, signed in. */
async function signedIn(username = 'subscriber', domainId: 1 | 2 | 5 = 1) {
  const app = createNodeContainer({ kind: 'memory' }, { today: '2025-06-15', domainId });
  bindStores(app.container);
  expect((await app.container.get(LogIn).execute({ username, password: 'Sandbox1' })).kind).toBe('signed-in');
  app.container.get(SessionStore).refresh();
  return app.container;
}

/** What `words` says in English, then in Spanish: the two must differ for the check to mean anything. */
function inBothLanguages(words: () => string | null): { readonly english: string | null; readonly spanish: string | null } {
  const english = words();
  putInForce('es', SPANISH);
  const spanish = words();
  putInForce('en', {});
  return { english, spanish };
}

describe('a message a store keeps reads in the language in force, also after a switch', () => {
  afterEach(() => putInForce('en', {}));

  it('the settings e-mail check', async () => {
    const store = (await signedIn()).get(SettingsStore);
    await store.load();
    store.edit('email');
    store.setEmailDraft('dan@');
    await store.save();
    const shown = inBothLanguages(() => store.emailError);
    expect(shown).toEqual(inBothLanguages(() => validateEmailAddress('dan@')));
    expect(shown.spanish).not.toBe(shown.english);
  });

  it("the ID card e-mail form's address check", async () => {
    const store = (await signedIn()).get(MemberInformationStore);
    await store.load();
    const member = store.information?.members[0];
    expect(member).toBeDefined();
    store.openEmailForm(member?.memberKey ?? '', 'Daniel');
    store.setEmailAddress('dan@');
    await store.sendEmail();
    const shown = inBothLanguages(() => store.emailForm?.error.text ?? null);
    expect(shown).toEqual(inBothLanguages(() => validateEmailAddress('dan@')));
    expect(shown.spanish).not.toBe(shown.english);
  });

  it('the prior authorization look-up query', async () => {
    const store = (await signedIn()).get(AuthorizationsStore);
    store.setQuery('x');
    await store.lookUp();
    const shown = inBothLanguages(() => store.queryError ?? null);
    expect(shown).toEqual(inBothLanguages(() => serviceQueryError('x')));
    expect(shown.spanish).not.toBe(shown.english);
  });

  it('the primary care search checks, also once another field is changed', async () => {
    const store = (await signedIn()).get(PrimaryCareSearchStore);
    await store.load(0);
    store.setZip('123');
    await store.search();
    const shown = inBothLanguages(() => store.errors.zip ?? null);
    expect(shown.english).not.toBeNull();
    expect(shown.spanish).not.toBe(shown.english);
    store.setSearchString('Smith');
    expect(inBothLanguages(() => store.errors.zip ?? null)).toEqual(shown);
    store.setZip('12345');
    expect(store.errors.zip).toBeUndefined();
  });

  it("the primary care choice's checks: no member chosen, an e-mail address that is not one", async () => {
    const store = (await signedIn()).get(PrimaryCareSearchStore);
    await store.load(0);
    const provider = store.results?.data[0];
    const member = store.member;
    expect(provider).toBeDefined();
    expect(member).not.toBeNull();
    if (provider === undefined || member === null) return;
    store.openSelection(provider);
    store.toggleMember(member.member.memberKey, false);
    store.setEmail('dan@');
    await store.confirmSelection();
    const members = inBothLanguages(() => store.draft?.errors.members ?? null);
    const email = inBothLanguages(() => store.draft?.errors.email ?? null);
    expect(members.english).not.toBeNull();
    expect(members.spanish).not.toBe(members.english);
    expect(email.english).not.toBeNull();
    expect(email.spanish).not.toBe(email.english);
    store.setEmail('dan@example.com');
    expect(inBothLanguages(() => store.draft?.errors.members ?? null)).toEqual(members);
  });

  it("the cost estimator's ZIP code check", async () => {
    const store = (await signedIn()).get(CostEstimatorStore);
    await store.load();
    store.setSearch('Office visit');
    store.setZip('9');
    await store.estimate();
    const shown = inBothLanguages(() => store.errors.zip ?? null);
    expect(shown.english).not.toBeNull();
    expect(shown.spanish).not.toBe(shown.english);
  });

  it("the new ID form's checks", async () => {
    const store = (await signedIn('summitnewid', 2)).get(NewIdStore);
    await store.submit('submit');
    const shown = inBothLanguages(() => store.errors.subscriberId ?? null);
    expect(shown.english).not.toBeNull();
    expect(shown.spanish).not.toBe(shown.english);
  });
});
