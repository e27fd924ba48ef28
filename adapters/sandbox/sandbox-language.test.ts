import type { Either } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { GatewayError } from '../../application/shared/gateway-error';
import { requestLanguage } from './sandbox-http-handler';
import { personaDomain } from './personas/persona-builder';
import { PERSONA_SPECS } from './personas/personas';
import { SandboxInsurer } from './sandbox-insurer';

/**
 * The insurer's content in the member's language: programs, the holiday calendar, the security questions and
 * the communication policy, and the texts of authorizations, claims and the price list, in English or Spanish.
 */

const TODAY = '2026-11-22';

function ok<T>(answer: Either<GatewayError, T>): T {
  if (answer._tag === 'Left') throw new Error(`expected an answer, got ${JSON.stringify(answer.left)}`);
  return answer.right;
}

describe('the sandbox insurer in Spanish', () => {
  const insurer = new SandboxInsurer();
  const token = ok(insurer.auth.login({ username: 'subscriber', password: 'Sandbox1', domainId: 1 }, TODAY)).token;

  it('reads the member’s language from Accept-Language: the first it has content in, else English', () => {
    expect(requestLanguage('es-US,es;q=0.9,en;q=0.8')).toBe('es');
    expect(requestLanguage('fr-FR, es;q=0.5')).toBe('es');
    expect(requestLanguage('en-US')).toBe('en');
    expect(requestLanguage(undefined)).toBe('en');
  });

  it('answers the same programs with their texts in Spanish', () => {
    const english = ok(insurer.programs.programs(token, TODAY, 'en'));
    const spanish = ok(insurer.programs.programs(token, TODAY, 'es'));
    expect(spanish.map((program) => program.id)).toEqual(english.map((program) => program.id));
    expect(spanish.find((program) => program.id === 1)?.name).toBe('Calculadora de costos');
    expect(english.find((program) => program.id === 1)?.name).toBe('Cost estimator');
    const titles = ok(insurer.programs.siteContentPrograms(token, TODAY, 'es')).map((program) => program.title);
    expect(titles).toEqual(spanish.map((program) => program.name));
  });

  it('writes the holiday calendar in Spanish', () => {
    const calendar = ok(insurer.content.holidayCalendar({ domainId: 5 }, TODAY, 'es'));
    expect(calendar).toContain('El Servicio al Cliente de');
    expect(calendar).toContain('Nochebuena');
    expect(calendar).toContain('cerramos al mediodía');
    expect(calendar).not.toContain('Customer Service is closed');
  });

  it('asks the same security questions in Spanish, and shows the communication policy in Spanish', () => {
    const english = ok(insurer.registration.registrationDetails(TODAY, 'en'));
    const spanish = ok(insurer.registration.registrationDetails(TODAY, 'es'));
    expect(spanish.questions.map((question) => question.id)).toEqual(english.questions.map((question) => question.id));
    expect(spanish.questions.find((question) => question.id === 'FIRST_PET')?.question).toBe('¿Cómo se llamaba su primera mascota?');
    expect(spanish.policyText).toContain('documentos del plan');
    expect(english.policyText).toContain('plan documents');
    expect(ok(insurer.account.securityQuestions(token, TODAY, 'es'))).toEqual(spanish.questions);
    expect(ok(insurer.registration.forgotPassword({ username: 'subscriber', domainId: 1 }, TODAY, 'es')).question).toBe('¿Cómo se llamaba su primera mascota?');
  });

  it('answers authorizations with their service, denial reason and what the plan needs in Spanish, and says so', () => {
    const english = ok(insurer.authorizations.authorizations(token, TODAY, 'en'));
    const spanish = ok(insurer.authorizations.authorizations(token, TODAY, 'es'));
    expect(spanish.map((item) => item.authorizationId)).toEqual(english.map((item) => item.authorizationId));
    expect(english.every((item) => item.language === 'en')).toBe(true);
    expect(spanish.filter((item) => item.language !== 'es').map((item) => item.service.description)).toEqual([]);
    const knee = spanish.find((item) => item.service.code === '73721');
    expect(knee?.service.description).toBe('Resonancia magnética de la rodilla');
    const denied = spanish.find((item) => item.service.code === 'J0135');
    expect(denied?.denialReason).toMatch(/^Negamos esta solicitud porque su plan cubre el adalimumab/);
    const spouse = ok(insurer.auth.login({ username: 'spouse', password: 'Sandbox1', domainId: 1 }, TODAY)).token;
    expect(ok(insurer.authorizations.authorizations(spouse, TODAY, 'es')).find((item) => item.service.code === '95810')?.denialReason).toContain('prueba del sueño en casa');
  });

  it('answers claims with their lines’ services, remarks and status reasons in Spanish, and says so', () => {
    const english = ok(insurer.claims.claims(token, {}, TODAY, 'en'));
    const spanish = ok(insurer.claims.claims(token, {}, TODAY, 'es'));
    expect(spanish.map((claim) => claim.claimId)).toEqual(english.map((claim) => claim.claimId));
    expect(english.every((claim) => claim.language === 'en')).toBe(true);
    expect(spanish.filter((claim) => claim.language !== 'es').map((claim) => claim.serviceLines.map((line) => line.description))).toEqual([]);
    const remarks = new Set(spanish.flatMap((claim) => claim.serviceLines.flatMap((line) => (line.remark === null ? [] : [line.remark]))));
    expect(remarks).toContain('Se aplicó a su deducible.');
    expect(remarks).toContain('La atención preventiva se cubre por completo dentro de la red.');
    const first = spanish[0];
    expect(first === undefined ? null : ok(insurer.claims.claim(token, { claimId: first.claimId }, TODAY, 'es'))).toEqual(first);
  });

  it('names the estimator’s services in Spanish, and says so', () => {
    const [spanish] = ok(insurer.costEstimator.costEstimatorPrices(token, { search: '73721', zip: '97214' }, TODAY, 'es'));
    const [english] = ok(insurer.costEstimator.costEstimatorPrices(token, { search: '73721', zip: '97214' }, TODAY, 'en'));
    expect(spanish?.service).toMatchObject({ code: '73721', name: 'Resonancia magnética de la rodilla', language: 'es' });
    expect(english?.service).toMatchObject({ code: '73721', name: 'MRI of the knee', language: 'en' });
    expect(spanish?.negotiatedRate).toBe(english?.negotiatedRate);
  });
});

describe('the sandbox insurer’s texts in Spanish, for every persona', () => {
  const members = PERSONA_SPECS.flatMap((spec) => (spec.role === 'member' && spec.loginBehaviour !== 'always-locked' ? [[spec.username, personaDomain(spec)] as const] : []));

  it.each(members)('has every authorization and claim text of %s in Spanish', (username, domainId) => {
    const insurer = new SandboxInsurer();
    const token = ok(insurer.auth.login({ username, password: 'Sandbox1', domainId }, TODAY)).token;
    const authorizations = insurer.authorizations.authorizations(token, TODAY, 'es');
    const claims = insurer.claims.claims(token, {}, TODAY, 'es');
    const english = [
      ...(authorizations._tag === 'Right' ? authorizations.right.filter((item) => item.language !== 'es').map((item) => item.service.description) : []),
      ...(claims._tag === 'Right' ? claims.right.filter((claim) => claim.language !== 'es').flatMap((claim) => claim.serviceLines.map((line) => `${line.description} / ${line.remark ?? ''}`)) : []),
    ];
    expect(english).toEqual([]);
  });
});
