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
import { SessionStore } from '../stores/session-store';
import { SPANISH } from './spanish';

/** The subscriber's tab on the in-memory sandbox, signed in. */
async function signedIn() {
  const app = createNodeContainer({ kind: 'memory' }, { today: '2025-06-15', domainId: 1 });
  bindStores(app.container);
  expect((await app.container.get(LogIn).execute({ username: 'subscriber', password: 'Sandbox1' })).kind).toBe('signed-in');
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
});
