import { describe, expect, it } from 'vitest';
import { guideExamples, SINGLE_USE, vocabularyProblems, type Noun, type Phrase } from './steps-glossary';

/*
 * The vocabulary check `npm run steps:glossary -- --check` runs in CI: every phrase is used, and a phrase
 * one feature file alone uses says why in its comment.
 */

const phrase = (pattern: string, files: readonly string[], note = ''): Phrase => ({
  keyword: 'Then',
  pattern,
  regular: false,
  area: 'shell',
  file: 'features/steps/shell/shell.steps.ts',
  note,
  parameters: [],
  files,
  example: null,
});

const noun = (name: string, files: readonly string[]): Noun => ({ type: 'shown', name, files, example: null, boundIn: 'features/steps/shell/shell.steps.ts' });

describe('the vocabulary check', () => {
  it('passes shared phrases and single-use phrases that say why', () => {
    const phrases = [
      phrase('their {menu} reads {string}', ['features/shell/menus.feature', 'features/domain/menus-and-permissions.feature']),
      phrase('no global alert is shown to them', ['features/shell/menus.feature'], `${SINGLE_USE} the shell's alerts, which only the menus feature checks.`),
    ];
    expect(vocabularyProblems(phrases, [noun('plan switcher', ['features/shell/menus.feature'])])).toEqual([]);
  });

  it('fails a phrase no feature uses', () => {
    expect(vocabularyProblems([phrase('the session is over', [], `${SINGLE_USE} anything`)], [])).toEqual([
      "unused phrase: 'Then the session is over' (features/steps/shell/shell.steps.ts); delete it or use it",
    ]);
  });

  it('fails a phrase one feature file uses without a reason, even with another comment', () => {
    const problems = vocabularyProblems([phrase('the session is over', ['features/session/idle-timeout.feature'], 'The idle clock ran out.')], []);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^single-use phrase without a reason: 'Then the session is over' .* is used by features\/session\/idle-timeout.feature alone/);
  });

  it('fails a phrase two feature files use whose note still says it is single-use', () => {
    const files = ['features/care/cost-estimator.feature', 'features/care/authorizations.feature'];
    expect(vocabularyProblems([phrase('they estimate the cost of {string}', files, `${SINGLE_USE} a search of the cost estimator.`)], [])).toEqual([
      "shared phrase said to be single-use: 'Then they estimate the cost of {string}' (features/steps/shell/shell.steps.ts) is used by 2 feature files; drop its 'Single-use:' note",
    ]);
  });

  it('fails a noun of the shared sentences that no feature names', () => {
    expect(vocabularyProblems([], [noun('plan switcher', [])])).toEqual([
      "unused {shown} 'plan switcher': delete it from features/support/vocabulary.ts and its binding",
    ]);
  });
});

describe("the analysts' guide's examples", () => {
  it('are read as one feature of the scenarios in its gherkin blocks, and nothing else of the guide', () => {
    const guide = [
      'Write a scenario like this:',
      '```gherkin',
      '  Scenario: One',
      '    Given it is 15 June 2025',
      '```',
      'Run it with:',
      '```',
      'npx cucumber-js features/journeys/sign-in.feature',
      '```',
      '```gherkin',
      '  Scenario: Two',
      '    When they open their home page',
      '```',
    ].join('\n');
    const feature = guideExamples(guide);
    expect(feature.split('\n')[0]).toMatch(/^Feature: /);
    expect(feature).toContain('  Scenario: One\n    Given it is 15 June 2025\n');
    expect(feature).toContain('  Scenario: Two\n    When they open their home page\n');
    expect(feature).not.toContain('cucumber-js');
    expect(feature).not.toContain('Run it with');
  });
});
