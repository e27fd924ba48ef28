// Loaded first by every cucumber profile (cucumber.cjs `import`), before any .ts support or step file.
//
// Cucumber 12 loads support code with dynamic import(), and this package is "type": "module", so the
// .ts files are ES modules: they need tsx's ESM loader hooks, installed with Node's module.register()
// (Node >= 20.6). Hooks registered here apply to every import() cucumber makes after this file.
//
// What was tried with tsx 4.23 / cucumber 12.9 / Node 20:
// - require('tsx/esm/api').register(): the CommonJS build of that API registers its hooks at a path
//   relative to itself (dist/esm/api/esm/index.mjs) that does not exist -> ERR_MODULE_NOT_FOUND.
// - import('tsx/esm/api') would work, but a .cjs file cannot await it before cucumber moves on.
// - module.register('tsx/esm') without data: tsx refuses ("must be loaded with --import").
// So this does what tsx's own ESM register() does: register 'tsx/esm' with a data object (tsx reads
// tsconfig.json from it, hence experimentalDecorators and extensionless imports), and turn on source
// maps so stack traces point at .ts lines.
const { register } = require('node:module');
const { pathToFileURL } = require('node:url');

register('tsx/esm', pathToFileURL(__filename), { data: {} });
process.setSourceMapsEnabled(true);
