// ESLint 10 flat config: typescript-eslint's type-aware rules on TypeScript, React hooks rules on the
// UI, and the project's file naming convention (ARCHITECTURE.md) as a small local rule.
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
/** Suffixes after the name proper: `home-store.test.ts`, `vite.config.ts`, `sign-in.steps.ts`. */
const SUFFIXES = /^(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
/** .tsx files under ui/ that are entry points rather than components. */
const UI_TSX_ENTRIES = new Set(['main']);

/** True when the module exports a React component: a default export, or a PascalCase function, class or constant. */
function exportsComponent(program) {
  return program.body.some((statement) => {
    if (statement.type === 'ExportDefaultDeclaration') return true;
    if (statement.type !== 'ExportNamedDeclaration' || statement.declaration === null || statement.declaration === undefined) return false;
    const { declaration } = statement;
    // A class in a .tsx file is a class component (stores live in .ts files).
    if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') return PASCAL.test(declaration.id?.name ?? '');
    if (declaration.type === 'VariableDeclaration') return declaration.declarations.some((item) => item.id.type === 'Identifier' && PASCAL.test(item.id.name));
    return false;
  });
}

/** @type {import('eslint').Rule.RuleModule} */
const fileNameCase = {
  meta: {
    type: 'suggestion',
    docs: { description: 'a file is named for what it exports: PascalCase for a React component (.tsx), kebab-case for any other module' },
    schema: [],
    messages: {
      kebab: "Module file '{{name}}' should be kebab-case (e.g. 'eligibility-status.ts'): it exports no React component.",
      pascal: "React component file '{{name}}' should be PascalCase (e.g. 'LoginPage.tsx').",
      either: "Test file '{{name}}' should be named for the module it tests, kebab-case or PascalCase.",
    },
  },
  create(context) {
    return {
      Program(node) {
        const relative = path.relative(context.cwd, context.filename).split(path.sep).join('/');
        const name = path.basename(relative);
        // Dotfiles (.dependency-cruiser.cjs) are named by the tool that reads them.
        if (name.startsWith('.')) return;
        const extension = path.extname(name);
        const [stem = '', ...rest] = name.slice(0, -extension.length).split('.');
        const suffixes = rest.length > 0 ? `.${rest.join('.')}` : '';
        const suffixesOk = SUFFIXES.test(suffixes);
        if (extension === '.tsx' && rest.includes('test')) {
          if (!(PASCAL.test(stem) || KEBAB.test(stem)) || !suffixesOk) context.report({ node, messageId: 'either', data: { name } });
        } else if (extension === '.tsx' && exportsComponent(node) && !UI_TSX_ENTRIES.has(stem)) {
          if (!PASCAL.test(stem) || !suffixesOk) context.report({ node, messageId: 'pascal', data: { name } });
        } else if (!(KEBAB.test(stem) || UI_TSX_ENTRIES.has(stem)) || !suffixesOk) {
          context.report({ node, messageId: 'kebab', data: { name } });
        }
      },
    };
  },
};

const TS_FILES = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
/** Where a console is the user interface: test runners, benches, tooling scripts. */
const CONSOLE_ALLOWED = ['tests/**', 'scripts/**', '.ci/**', '*.config.{js,ts,cjs}', 'cucumber.cjs', 'features/support/register.cjs'];

export default defineConfig(
  globalIgnores(['dist/**', '.e2e-dist/**', 'node_modules/**', '.bench/**', 'test-results/**', 'playwright-report/**', 'coverage/**', '**/.*.tmp.*', '**/*.tmp.mjs']),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,

  // Type-aware TypeScript rules, only where there are types.
  {
    files: TS_FILES,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: true },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      // React event props accept `() => Promise<void>` handlers; everything else still may not
      // receive a promise where it expects void.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },

  // Plain JavaScript (configs, cucumber wiring): no type information.
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { sourceType: 'module', globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },

  // React hooks rules (including the React Compiler checks) on the UI.
  {
    files: ['ui/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    languageOptions: { globals: { ...globals.browser } },
  },
  // Lazy pages render under LazySuspense, which does not leave a page on its fallback (ui/app/LazySuspense.tsx).
  {
    files: ['ui/**/*.tsx'],
    ignores: ['ui/app/LazySuspense.tsx', 'ui/**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react', importNames: ['Suspense'], message: 'Use LazySuspense (ui/app/LazySuspense.tsx).' }] },
      ],
    },
  },

  // Project conventions everywhere.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { project: { rules: { 'file-name-case': fileNameCase } } },
    rules: {
      'project/file-name-case': 'error',
      'no-console': 'error',
    },
  },
  {
    files: CONSOLE_ALLOWED,
    rules: { 'no-console': 'off' },
  },
);
