/**
 * The analysts' step glossary (docs/steps.md), made from the step definitions themselves: every phrase
 * the features can use, grouped by area (the folder of features/steps that binds it), with its parameter
 * types, one example taken from a feature, the file that binds it and how many feature files use it. The
 * parameter types' meanings and allowed values come from features/support/vocabulary.ts.
 *
 *   npm run steps:glossary           writes docs/steps.md
 *   npm run steps:glossary -- --check fails when docs/steps.md is stale, when a feature step (or a
 *                                    step of the analysts' guide's examples) is undefined or ambiguous, when a phrase (or a noun of {screen},
 *                                    {rule}, {shown} or {offer}) is used by no feature, and when a phrase only one feature
 *                                    file uses says not why, or a shared one says it is single-use
 *                                    (as `npm test` runs it)
 *
 * The vocabulary is meant to be shared: a phrase one feature file alone uses carries, in the comment
 * right above its definition, a line starting 'Single-use:' that says why no other feature can use it
 * (the glossary shows it).
 *
 * It loads the support code and features the way the default profile does and runs them dry (nothing is
 * executed), so it needs no app and takes a few seconds. The check also runs a fixture with an undefined,
 * an ambiguous and a pending step on the profile's settings, and fails unless that run fails.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { loadConfiguration, loadSupport, runCucumber } from '@cucumber/cucumber/api';
import { StepDefinitionPatternType, type Envelope, type GherkinDocument, type Pickle, type StepDefinition } from '@cucumber/messages';
import { OFFERS, PARAMETER_TYPES, RULES, SCREENS, SHOWN, type ParameterTypeDoc } from '../../features/support/vocabulary';

const ROOT = process.cwd();
const GLOSSARY = path.join(ROOT, 'docs', 'steps.md');

/** One phrase as the glossary shows it. */
export interface Phrase {
  readonly keyword: 'Given' | 'When' | 'Then';
  readonly pattern: string;
  readonly regular: boolean;
  readonly area: string;
  readonly file: string;
  readonly note: string;
  readonly parameters: readonly string[];
  /** The feature files that use it, sorted, and the first use as an example. */
  readonly files: readonly string[];
  readonly example: { readonly text: string; readonly file: string } | null;
}

export interface DryRun {
  readonly phrases: readonly Phrase[];
  /** Feature steps that match no phrase or more than one, as 'file:line text'. */
  readonly undefinedSteps: readonly string[];
  readonly ambiguousSteps: readonly string[];
  /** The nouns of the shared sentences, with the feature files that name them. */
  readonly nouns: readonly Noun[];
}

/** The comment right above a definition (line or block), as one line of prose. */
function noteAbove(lines: readonly string[], line: number): string {
  const notes: string[] = [];
  for (let index = line - 2; index >= 0; index -= 1) {
    const text = (lines[index] ?? '').trim();
    if (text.startsWith('//')) notes.unshift(text.replace(/^\/\/\s?/, ''));
    else if (text.startsWith('*') || text.startsWith('/*')) notes.unshift(text.replace(/^\/?\*+\/?\s?/, '').replace(/\*\/$/, ''));
    else break;
  }
  return notes.join(' ').replace(/\s+/g, ' ').trim();
}

/** The analysts' guide (docs/analysts.md): its worked examples must use phrases that exist. */
const GUIDE = path.join(ROOT, 'docs', 'analysts.md');
/** The guide's ```gherkin blocks (each a Scenario or Scenario Outline) as one feature file. */
export function guideExamples(markdown: string): string {
  const blocks = [...markdown.matchAll(/```gherkin\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
  return [`Feature: The examples of the analysts' guide`, '', ...blocks].join('\n');
}

/**
 * Runs the features dry on the default profile's support code and gathers the phrases and their uses. The
 * guide's examples run with them, so that an example whose phrase is gone is an undefined step; they do not
 * count as a use of a phrase.
 */
export async function dryRun(): Promise<DryRun> {
  // The guide's examples, as one feature file the run reads with the features.
  const guideDir = mkdtempSync(path.join(tmpdir(), 'analysts-guide-'));
  const guideFile = path.join(guideDir, 'analysts-guide.feature');
  writeFileSync(guideFile, guideExamples(readFileSync(GUIDE, 'utf8')));
  const { runConfiguration } = await loadConfiguration({ profiles: ['default'], provided: { dryRun: true, format: [] } }, { cwd: ROOT });
  const withGuide = { ...runConfiguration.sources, paths: [...runConfiguration.sources.paths, guideFile] };
  const envelopes: Envelope[] = [];
  try {
    await runCucumber({ ...runConfiguration, sources: withGuide, formats: { stdout: 'summary', files: {}, publish: false, options: {} } }, { cwd: ROOT, stdout: devNull(), stderr: process.stderr }, (envelope) => envelopes.push(envelope));
  } finally {
    rmSync(guideDir, { recursive: true, force: true });
  }

  const definitions = envelopes.flatMap((envelope) => (envelope.stepDefinition ? [envelope.stepDefinition] : []));
  const pickles = new Map(envelopes.flatMap((envelope) => (envelope.pickle ? [[envelope.pickle.id, envelope.pickle] as const] : [])));
  const documents = envelopes.flatMap((envelope) => (envelope.gherkinDocument ? [envelope.gherkinDocument] : []));
  const testCases = envelopes.flatMap((envelope) => (envelope.testCase ? [envelope.testCase] : []));
  const stepLines = astLines(documents);

  const uses = new Map<string, { file: string; line: number; text: string }[]>();
  const undefinedSteps: string[] = [];
  const ambiguousSteps: string[] = [];
  for (const testCase of testCases) {
    const pickle = pickles.get(testCase.pickleId) as Pickle;
    for (const testStep of testCase.testSteps) {
      const pickleStep = pickle.steps.find((step) => step.id === testStep.pickleStepId);
      if (pickleStep === undefined) continue;
      const line = stepLines.get(pickleStep.astNodeIds[0] ?? '') ?? 0;
      const fromGuide = path.resolve(ROOT, pickle.uri) === guideFile;
      const where = fromGuide ? `an example of docs/analysts.md: ${pickleStep.text}` : `${pickle.uri}:${line} ${pickleStep.text}`;
      const ids = testStep.stepDefinitionIds ?? [];
      if (ids.length === 0) undefinedSteps.push(where);
      else if (ids.length > 1) ambiguousSteps.push(where);
      else if (!fromGuide) {
        const list = uses.get(ids[0] as string) ?? [];
        list.push({ file: pickle.uri, line, text: pickleStep.text });
        uses.set(ids[0] as string, list);
      }
    }
  }

  const sources = new Map<string, readonly string[]>();
  const sourceOf = (file: string): readonly string[] => {
    const known = sources.get(file);
    if (known) return known;
    const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n');
    sources.set(file, lines);
    return lines;
  };
  const phrases = definitions.map((definition): Phrase => phraseOf(definition, uses.get(definition.id) ?? [], sourceOf));
  const usesByPattern = new Map(definitions.map((definition) => [definition.pattern.source, uses.get(definition.id) ?? []] as const));
  return { phrases, undefinedSteps: [...new Set(undefinedSteps)], ambiguousSteps: [...new Set(ambiguousSteps)], nouns: nounsOf(phrases, usesByPattern) };
}

function phraseOf(definition: StepDefinition, used: readonly { file: string; line: number; text: string }[], sourceOf: (file: string) => readonly string[]): Phrase {
  const file = definition.sourceReference.uri ?? '';
  const line = definition.sourceReference.location?.line ?? 0;
  const lines = sourceOf(file);
  const keyword = (/\b(Given|When|Then)\(/.exec(lines[line - 1] ?? '')?.[1] ?? 'Given') as Phrase['keyword'];
  const regular = definition.pattern.type === StepDefinitionPatternType.REGULAR_EXPRESSION;
  const pattern = definition.pattern.source;
  const parameters = regular ? [] : [...pattern.matchAll(/\{([^}]*)\}/g)].map((match) => match[1] ?? '');
  const sorted = [...used].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  const first = sorted[0];
  return {
    keyword,
    pattern,
    regular,
    area: file.split('/')[2] ?? 'other',
    file,
    note: noteAbove(lines, line),
    parameters,
    files: [...new Set(sorted.map((use) => use.file))],
    example: first === undefined ? null : { text: first.text, file: first.file },
  };
}

/** Gherkin step ids (and example row ids) to their line in the feature file. */
function astLines(documents: readonly GherkinDocument[]): Map<string, number> {
  const lines = new Map<string, number>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node !== null && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (typeof record['id'] === 'string' && typeof record['keyword'] === 'string' && typeof record['text'] === 'string') {
        const location = record['location'] as { line: number } | undefined;
        if (location) lines.set(record['id'], location.line);
      }
      Object.values(record).forEach(visit);
    }
  };
  visit(documents);
  return lines;
}

function devNull(): Writable {
  return new Writable({ write: (_chunk, _encoding, done) => done() });
}

/**
 * Runs tests/tooling/fixtures/strict.feature for real on the default profile's settings: a run with an
 * undefined, an ambiguous or a pending step must fail, each scenario with that status.
 */
export async function strictnessProblems(): Promise<string[]> {
  // The profile's own settings (strict above all), with the fixture in place of the features and steps.
  const profile = (createRequire(import.meta.url)(path.join(ROOT, 'cucumber.cjs')) as { default: Record<string, unknown> }).default;
  const { runConfiguration } = await loadConfiguration(
    { file: false, provided: { ...profile, paths: ['tests/tooling/fixtures/strict.feature'], import: ['features/support/register.cjs', 'tests/tooling/fixtures/strict.steps.ts'], format: [] } },
    { cwd: ROOT },
  );
  const support = await loadSupport(runConfiguration, { cwd: ROOT, stderr: devNull() });
  const problems: string[] = [];
  // One run per scenario, so that each kind of step must fail a run on its own.
  for (const [scenario, status] of [['A phrase no step binds', 'UNDEFINED'], ['A phrase two steps bind', 'AMBIGUOUS'], ['A phrase whose step is not written yet', 'PENDING']] as const) {
    const statuses: string[] = [];
    const { success } = await runCucumber(
      { ...runConfiguration, support, sources: { ...runConfiguration.sources, names: [`^${scenario}$`] }, formats: { stdout: 'summary', files: {}, publish: false, options: {} } },
      { cwd: ROOT, stdout: devNull(), stderr: devNull() },
      (envelope) => {
        if (envelope.testStepFinished) statuses.push(envelope.testStepFinished.testStepResult.status);
      },
    );
    if (success) problems.push(`a run with a ${status.toLowerCase()} step passed: is strict off in cucumber.cjs?`);
    if (!statuses.includes(status)) problems.push(`the strictness fixture's '${scenario}' found no ${status.toLowerCase()} step`);
  }
  return problems;
}

/** The word a phrase's comment starts its reason with, when only one feature file uses the phrase. */
export const SINGLE_USE = 'Single-use:';

/** The phrases no feature uses, those one feature file alone uses without a reason in their comment, and shared ones said to be single-use. */
export function vocabularyProblems(phrases: readonly Phrase[], nouns: readonly Noun[]): string[] {
  const shown = (phrase: Phrase): string => `'${phrase.keyword} ${phrase.pattern}' (${phrase.file})`;
  return [
    ...phrases.filter((phrase) => phrase.files.length === 0).map((phrase) => `unused phrase: ${shown(phrase)}; delete it or use it`),
    ...phrases
      .filter((phrase) => phrase.files.length === 1 && !phrase.note.includes(SINGLE_USE))
      .map((phrase) => `single-use phrase without a reason: ${shown(phrase)} is used by ${phrase.files[0] ?? ''} alone; reuse it, or say why in a '// ${SINGLE_USE} ...' comment above it`),
    // A reason that is no longer true misleads the analyst who looks for a shared sentence.
    ...phrases
      .filter((phrase) => phrase.files.length >= 2 && phrase.note.includes(SINGLE_USE))
      .map((phrase) => `shared phrase said to be single-use: ${shown(phrase)} is used by ${phrase.files.length} feature files; drop its '${SINGLE_USE}' note`),
    ...nouns.filter((noun) => noun.files.length === 0).map((noun) => `unused {${noun.type}} '${noun.name}': delete it from features/support/vocabulary.ts and its binding`),
  ];
}

/** A noun of the shared sentences ('When they open {screen}', 'When the dashboard works out {rule}', 'Then the {shown} reads {string}', 'Then {offer} is/are {offered}'). */
export interface Noun {
  readonly type: 'screen' | 'rule' | 'shown' | 'offer';
  readonly name: string;
  readonly files: readonly string[];
  readonly example: { readonly text: string; readonly file: string } | null;
  /** The step files that bind it (their opens(...), worksOut(...), reads(...) or offers(...) calls): a rule's and a screen's. */
  readonly boundIn: string;
}

/** Which noun each use of the shared sentences names, and which step file binds the noun. */
export function nounsOf(phrases: readonly Phrase[], uses: ReadonlyMap<string, readonly { file: string; text: string }[]>): Noun[] {
  const bindings = stepSources();
  const build = (type: Noun['type'], names: readonly string[], pattern: string, binder: string): Noun[] => {
    const phrase = phrases.find((candidate) => candidate.pattern === pattern);
    const used = phrase === undefined ? [] : (uses.get(phrase.pattern) ?? []);
    const longestFirst = [...names].sort((a, b) => b.length - a.length);
    const named = used.map((use) => ({ ...use, name: longestFirst.find((name) => use.text.includes(` ${name} `) || use.text.endsWith(` ${name}`) || use.text.startsWith(`${name} `)) }));
    return names.map((name) => {
      const mine = named.filter((use) => use.name === name).sort((a, b) => a.file.localeCompare(b.file));
      const call = `${binder}(${name.includes("'") ? `"${name}"` : `'${name}'`},`;
      const first = mine[0];
      return {
        type,
        name,
        files: [...new Set(mine.map((use) => use.file))],
        example: first === undefined ? null : { text: `${phrase?.keyword ?? ''} ${first.text}`, file: first.file },
        boundIn: bindings.filter(([, text]) => text.includes(call)).map(([file]) => file).join('<br>'),
      };
    });
  };
  return [
    ...build('screen', SCREENS, SCREEN_PHRASE, 'opens'),
    ...build('rule', RULES, RULE_PHRASE, 'worksOut'),
    ...build('shown', SHOWN, SHOWN_PHRASE, 'reads'),
    ...build('offer', OFFERS, OFFER_PHRASE, 'offers'),
  ];
}

const SCREEN_PHRASE = 'they open {screen}';
const RULE_PHRASE = 'the dashboard works out {rule}';
const SHOWN_PHRASE = 'the/their {shown} reads/read/says/lists/offers/is/are {string}';
const OFFER_PHRASE = '{offer} is/are {offered}';

/** Every step file under features/steps with its text. */
function stepSources(): [string, string][] {
  const folder = path.join(ROOT, 'features', 'steps');
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => [path.join('features', 'steps', file), readFileSync(path.join(folder, file), 'utf8')]);
}

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text: string): string => `\`${text.replace(/`/g, "'")}\``;
const AREA_NAMES: Readonly<Record<string, string>> = {
  shared: 'Shared: the day, a persona signing in, the page landed on',
  journeys: 'Journeys: signing in and out',
  session: 'Session: registration, recovery, passwords, e-mail, plans, idle time-out',
  home: 'Home and account',
  benefits: 'Benefits',
  care: 'Care: claims, EOBs, authorizations, primary care, cost estimates',
  shell: 'Shell: menus, alerts, contact us, chat',
  domain: 'Rules (features/domain): facts in, the rule\'s answer out',
};
const KEYWORD_ORDER = { Given: 0, When: 1, Then: 2 } as const;

/** docs/steps.md from a dry run and the parameter types' descriptions. */
export function renderGlossary(phrases: readonly Phrase[], parameterTypes: readonly ParameterTypeDoc[], nouns: readonly Noun[]): string {
  const out: string[] = [];
  const shared = phrases.filter((phrase) => phrase.files.length >= 2).length;
  const single = phrases.filter((phrase) => phrase.files.length === 1).length;
  out.push('# Step glossary');
  out.push('');
  out.push('<!-- Generated by `npm run steps:glossary` from features/steps and features/support/vocabulary.ts; do not edit by hand. -->');
  out.push('');
  out.push('Every phrase a scenario can use, grouped by area. Write a step exactly as the phrase reads, putting a value');
  out.push('of the right kind where the phrase has `{type}`; the allowed values are listed under Parameter types. How');
  out.push('to write, run and read scenarios: [the analysts\' guide](analysts.md).');
  out.push('');
  out.push(`${phrases.length} phrases; ${shared} are used by two or more feature files, ${single} by one (each says why in its note).`);
  out.push(`The four shared sentences take ${nouns.length} nouns; ${nouns.filter((noun) => noun.files.length >= 2).length} are used by two or more feature files.`);
  out.push('');
  out.push('## Parameter types');
  out.push('');
  out.push('| Type | Stands for | Allowed values |');
  out.push('|---|---|---|');
  for (const type of parameterTypes) {
    const values = typeof type.values === 'string' ? type.values : type.values.map(code).join(', ');
    out.push(`| <a id="type-${type.name}"></a>${code(`{${type.name}}`)} | ${cell(type.meaning)} | ${cell(values)} |`);
  }
  out.push('');
  out.push('## Screens and things shown');
  out.push('');
  out.push('The four sentences every area shares, `When they open {screen}`, `When the dashboard works out {rule}`,');
  out.push('`Then the {shown} reads {string}` and `Then {offer} is/are {offered}`, take these nouns. In the {shown} sentence,');
  out.push('write "the" or "their" and the verb that reads best (reads, read, says, lists, offers, is, are); a list is written');
  out.push('"a, b, c". In the {offer} sentence, write offered or not offered for something to use, shown or not shown for');
  out.push('something to read.');
  out.push('');
  out.push('| Noun | Type | Example from a feature | Bound in | Used by |');
  out.push('|---|---|---|---|---|');
  for (const noun of [...nouns].sort((a, b) => a.type.localeCompare(b.type) || a.name.localeCompare(b.name))) {
    const example = noun.example === null ? 'not used yet' : `${code(noun.example.text)}<br>${noun.example.file}`;
    out.push(`| ${cell(noun.name)} | [{${noun.type}}](#type-${noun.type}) | ${cell(example)} | ${noun.boundIn} | ${noun.files.length === 1 ? '1 file' : `${noun.files.length} files`} |`);
  }
  const areas = [...new Set(phrases.map((phrase) => phrase.area))].sort((a, b) => Object.keys(AREA_NAMES).indexOf(a) - Object.keys(AREA_NAMES).indexOf(b) || a.localeCompare(b));
  const known = new Set(parameterTypes.map((type) => type.name));
  for (const area of areas) {
    out.push('');
    out.push(`## ${AREA_NAMES[area] ?? area}`);
    out.push('');
    out.push(`Bound in features/steps/${area}/.`);
    out.push('');
    out.push('| Phrase | Parameters | Example from a feature | Bound in | Used by |');
    out.push('|---|---|---|---|---|');
    const inArea = phrases
      .filter((phrase) => phrase.area === area)
      .sort((a, b) => KEYWORD_ORDER[a.keyword] - KEYWORD_ORDER[b.keyword] || a.pattern.localeCompare(b.pattern));
    for (const phrase of inArea) {
      const shown = phrase.regular ? `${phrase.keyword} /${phrase.pattern}/` : `${phrase.keyword} ${phrase.pattern}`;
      const note = phrase.note === '' ? '' : `<br>${cell(phrase.note)}`;
      const parameters = phrase.regular ? 'words shown in the pattern' : phrase.parameters.map((name) => (known.has(name) ? `[{${name}}](#type-${name})` : `{${name}}`)).join(', ') || 'none';
      const example = phrase.example === null ? 'not used yet' : `${code(`${phrase.keyword} ${phrase.example.text}`)}<br>${phrase.example.file}`;
      const usedBy = phrase.files.length === 1 ? '1 file' : `${phrase.files.length} files`;
      out.push(`| ${code(cell(shown))}${note} | ${parameters} | ${cell(example)} | ${path.basename(phrase.file)} | ${usedBy} |`);
    }
  }
  out.push('');
  return out.join('\n');
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const run = await dryRun();
  // After the dry run: support code is imported once per process, and the fixture's steps are its own.
  const strictness = check ? await strictnessProblems() : [];
  const glossary = renderGlossary(run.phrases, PARAMETER_TYPES, run.nouns);
  const problems: string[] = [
    ...run.undefinedSteps.map((step) => `undefined step: ${step}`),
    ...run.ambiguousSteps.map((step) => `ambiguous step: ${step}`),
    ...vocabularyProblems(run.phrases, run.nouns),
    ...strictness,
  ];
  if (check) {
    const current = readFileSync(GLOSSARY, 'utf8');
    if (current !== glossary) problems.push('docs/steps.md is stale: run `npm run steps:glossary` and commit it');
  } else {
    writeFileSync(GLOSSARY, glossary);
    const count = (test: (files: number) => boolean): number => run.phrases.filter((phrase) => test(phrase.files.length)).length;
    console.log(`docs/steps.md: ${run.phrases.length} phrases, ${count((n) => n >= 2)} used by two or more feature files, ${count((n) => n === 1)} by one, ${count((n) => n === 0)} by none`);
    console.log(`docs/steps.md: ${run.nouns.length} nouns, ${run.nouns.filter((noun) => noun.files.length >= 2).length} used by two or more feature files`);
  }
  for (const problem of problems) console.error(problem);
  process.exitCode = problems.length === 0 ? 0 : 1;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
