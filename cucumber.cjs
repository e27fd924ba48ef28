// Cucumber 12 profiles: the same features against two assemblies of the app.
//   default: use cases wired to the in-memory sandbox insurer (MD_ASSEMBLY=memory)
//   http:    the real HTTP gateway adapter and its codecs talking to the sandbox served on loopback
//            (MD_ASSEMBLY=http)
//   fhir:    the http assembly with claims, prior authorizations, referrals and the ID card's coverage read from the
//            sandbox's FHIR server on loopback (MD_ASSEMBLY=fhir): only the features those ports serve
// The World reads the assembly from process.env.MD_ASSEMBLY (set below from the chosen profile unless
// already set) or from this.parameters.assembly; both always agree.

const ASSEMBLIES = { default: 'memory', http: 'http', fhir: 'fhir' };
const REPORT_NAMES = { default: 'features-in-memory', http: 'features-over-http', fhir: 'features-over-fhir' };
/** The features whose ports a payer's FHIR API serves: what the fhir profile runs. */
const FEATURES = {
  default: ['features/**/*.feature'],
  http: ['features/**/*.feature'],
  fhir: ['features/care/claims.feature', 'features/care/eob-explainer.feature', 'features/care/authorizations.feature', 'features/benefits/referrals.feature'],
};

/** The profile named on the command line (`-p http`, `--profile=http`); 'default' when none is. */
function chosenProfile(argv) {
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '-p' || arg === '--profile') return argv[i + 1] ?? 'default';
    if (arg.startsWith('--profile=')) return arg.slice('--profile='.length);
  }
  return 'default';
}

const assembly = ASSEMBLIES[chosenProfile(process.argv)] ?? 'memory';
process.env.MD_ASSEMBLY ??= assembly;

/**
 * Cucumber adds the paths named on the command line to the profile's, so a profile that always names
 * every feature would run them all; with a feature file or folder given it names none.
 */
const pathsNamed = process.argv.slice(2).some((arg) => /\.feature(:\d+)*$/.test(arg) || /^features\//.test(arg));

function profile(name) {
  return {
    paths: pathsNamed ? [] : FEATURES[name],
    import: ['features/support/register.cjs', 'features/support/**/*.ts', 'features/steps/**/*.ts'],
    // The messages feed `npm test`'s counts; the HTML report is the analysts' readable record of every
    // scenario and step, one per assembly (test-results/features-in-memory.html, features-over-http.html).
    format: ['progress', `message:test-results/cucumber-${name}.ndjson`, `html:test-results/${REPORT_NAMES[name]}.html`],
    formatOptions: { snippetInterface: 'async-await' },
    worldParameters: { assembly: ASSEMBLIES[name] },
    // Undefined and pending steps fail the run.
    strict: true,
    failFast: false,
    retry: 0,
  };
}

module.exports = {
  default: profile('default'),
  http: profile('http'),
  fhir: profile('fhir'),
};
