import assert from 'node:assert/strict';
import { After, Given, Then } from '@cucumber/cucumber';
import { initialLanguage, LANGUAGE_NAMES, type Language } from '../../../domain/copy/language';
import { putInForce } from '../../../domain/copy/localized';
import { LOGIN_COPY } from '../../../ui/session/login-copy';
import { SPANISH } from '../../../ui/i18n/spanish';
import type { MemberWorld } from '../../support/world';
import { reads } from '../shared/screens.steps';

const listOf = (text: string): string[] => (text === 'none' ? [] : text.split(',').map((tag) => tag.trim()));

// Single-use: the member's and the browser's language choices, which only the language rule reads.
Given('the member chose {string} on this browser earlier', function (this: MemberWorld, chosen: string) {
  this.remember<string | null>('language.chosen', chosen === 'none' ? null : chosen);
});

// Single-use: the member's and the browser's language choices, which only the language rule reads.
Given('their browser prefers {string}', function (this: MemberWorld, preferred: string) {
  this.remember<readonly string[]>('language.preferred', listOf(preferred));
});

// Single-use: the member's and the browser's language choices, which only the language rule reads.
Then(/^the dashboard starts in (English|Español)$/, function (this: MemberWorld, name: string) {
  const language = initialLanguage(this.recall<string | null>('language.chosen'), this.recall<readonly string[]>('language.preferred'));
  assert.equal(LANGUAGE_NAMES[language], name);
});

/** What the language switch does: the chosen language's catalogues in force (English is the catalogues' own text). */
const choose = (language: Language): void => putInForce(language, language === 'es' ? SPANISH : {});

// The member's choice of language with the switch, chosen before (Given) or now (When): a fact of the language
// rule, and of the pages a scenario reads in Spanish.
Given(/^the member (?:chose|chooses) (English|Español)$/, (name: string) => choose(name === 'Español' ? 'es' : 'en'));

reads('login page heading', (heading: string) => {
  assert.equal(LOGIN_COPY.heading, heading);
});

// The catalogues in force are the process's: every scenario starts in English.
After(() => putInForce('en', {}));
