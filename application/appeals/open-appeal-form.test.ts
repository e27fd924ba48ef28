import { describe, expect, it } from 'vitest';
import { createNodeContainer } from '../../adapters/node-assembly';
import { authorizationDecision } from '../../domain/rules/appeals';
import { AUTHORIZATIONS_GATEWAY, type AuthorizationsGateway } from '../ports/authorizations-gateway';
import { LogIn } from '../session/log-in';
import { OpenAppealForm } from './appeals';

const TODAY = '2025-11-20';

/** A tab signed in as the persona on the in-memory sandbox, its authorizations calls written down as they are made. */
async function signedIn(username: string) {
  const app = createNodeContainer({ kind: 'memory' }, { today: TODAY, domainId: 1 });
  expect((await app.container.get(LogIn).execute({ username, password: 'Sandbox1' })).kind).toBe('signed-in');
  const real = app.container.get<AuthorizationsGateway>(AUTHORIZATIONS_GATEWAY);
  const asked: string[] = [];
  const watched: AuthorizationsGateway = {
    authorizations: () => (asked.push('the whole list'), real.authorizations()),
    authorizationsPage: (query, paging) => (asked.push('a page'), real.authorizationsPage(query, paging)),
    requirements: () => (asked.push('requirements'), real.requirements()),
    authorization: (authorizationId) => (asked.push(`request ${authorizationId}`), real.authorization(authorizationId)),
  };
  app.container.rebind(AUTHORIZATIONS_GATEWAY).toConstantValue(watched);
  const whole = await real.authorizations();
  return { form: app.container.get(OpenAppealForm), asked, whole: whole._tag === 'Right' ? whole.right : [] };
}

describe('the appeal form of a prior authorization', () => {
  it('reads the request appealed alone, not the whole list of a family with years of requests, and starts from its decision', async () => {
    const { form, asked, whole } = await signedIn('history');
    expect(whole.length).toBeGreaterThan(150);
    const denied = whole.find((item) => authorizationDecision(item) !== null);
    if (denied === undefined) throw new Error('the history family has no appealable request');
    const outcome = await form.execute('authorization', denied.authorizationId);
    expect(outcome).toMatchObject({ kind: 'loaded', value: { reference: denied.authorizationId, memberKey: denied.memberKey, title: denied.service.description } });
    expect(asked).toEqual([`request ${denied.authorizationId}`]);
  }, 60_000);

  it('has nothing to appeal for a reference the member may see no request by, another member’s included', async () => {
    const subscriber = await signedIn('subscriber');
    const spouse = await signedIn('spouse');
    const own = new Set(spouse.whole.map((item) => item.authorizationId));
    const someoneElses = subscriber.whole.find((item) => !own.has(item.authorizationId) && authorizationDecision(item) !== null);
    if (someoneElses === undefined) throw new Error('the subscriber’s family has no appealable request the spouse may not see');
    expect(await spouse.form.execute('authorization', someoneElses.authorizationId)).toEqual({ kind: 'not-appealable' });
    expect(await spouse.form.execute('authorization', 'PA-0000000')).toEqual({ kind: 'not-appealable' });
  }, 60_000);
});
