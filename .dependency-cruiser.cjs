/**
 * Layer rules of ARCHITECTURE.md, checked by `npm run arch` (dependency-cruiser 17).
 * Type-only imports count too (tsPreCompilationDeps), because a type from the wrong layer couples it
 * just as much. Browser and clock globals, which no import reveals, are checked by
 * tests/arch/forbidden-globals.ts right after this.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes two modules one: break it by moving the shared part down a layer.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing fails at run time (or names a missing package).',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'domain/ holds pure rules and types: it may import only domain/ and luxon.',
      from: { path: '^domain/' },
      to: { couldNotResolve: false, pathNot: ['^domain/', '^node_modules/(@types/)?luxon/'] },
    },
    {
      name: 'application-depends-on-domain-only',
      severity: 'error',
      comment:
        'application/ (use cases and ports) may import only application/, domain/, fp-ts and inversify. Unit tests beside a use case may build the in-memory assembly (adapters/node-assembly.ts) to run it.',
      from: { path: '^application/', pathNot: '\\.test\\.tsx?$' },
      to: {
        couldNotResolve: false,
        pathNot: ['^application/', '^domain/', '^node_modules/fp-ts/', '^node_modules/(inversify|@inversifyjs/[^/]+)/'],
      },
    },
    {
      name: 'ui-reaches-adapters-only-through-the-container',
      severity: 'error',
      comment:
        'ui/ gets its adapters from the composition roots (adapters/container.ts, and adapters/browser/browser-platform.ts for the logged-out entry that runs before the container) and never imports one directly.',
      // Unit tests beside a store may build the in-memory assembly (adapters/node-assembly.ts), as use case tests do.
      from: { path: '^ui/', pathNot: '\\.test\\.tsx?$' },
      to: { couldNotResolve: false, path: '^adapters/', pathNot: '^adapters/(container|browser/browser-platform)\\.ts$' },
    },
    {
      name: 'adapters-do-not-depend-on-ui',
      severity: 'error',
      comment: 'Adapters point inwards (application, domain); only the composition root may know the ui stores it binds.',
      from: { path: '^adapters/', pathNot: '^adapters/container\\.ts$' },
      to: { path: '^ui/' },
    },
    {
      name: 'application-areas-keep-to-themselves',
      severity: 'error',
      comment:
        "An area's use cases (application/<area>/) call the gateway ports and application/shared/ (the account state every area reads, the gateway error, screen failures), never another area's use cases: what two areas need goes to application/shared/.",
      // A use case's test may sign a member in through the session's use case, as the app does first.
      from: { path: '^application/(session|shell|home|account|benefits|care|claims|messages|appeals)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^application/(session|shell|home|account|benefits|care|claims|messages|appeals)/', pathNot: '^application/$1/' },
    },
    {
      name: 'ui-areas-keep-to-themselves',
      severity: 'error',
      comment:
        "An area of the ui (ui/<area>/: its pages, stores and copy) uses ui/app, ui/components and ui/stores, never another area's files: what two areas need goes to ui/components/ or ui/stores/. ui/app assembles the areas.",
      from: { path: '^ui/(session|shell|home|account|benefits|care|claims|messages)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^ui/(session|shell|home|account|benefits|care|claims|messages)/', pathNot: '^ui/$1/' },
    },
    {
      name: 'no-layer-imports-features-or-tests',
      severity: 'error',
      comment: 'Production code never depends on acceptance steps, test harnesses or benches.',
      from: { path: '^(domain|application|adapters|ui)/' },
      to: { path: '^(features|tests)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|\\.e2e-dist|\\.bench|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Resolve packages the way Vite and tsc do (package.json "exports", ESM first).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
