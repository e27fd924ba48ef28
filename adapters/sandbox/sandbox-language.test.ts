import type { Either } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { GatewayError } from '../../application/shared/gateway-error';
import { requestLanguage } from './sandbox-http-handler';
import { SandboxInsurer } from './sandbox-insurer';

/**
 * The insurer's content in the member's language: programs, the holiday calendar, the security questions and
 * the communication policy in English or Spanish.
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
});
