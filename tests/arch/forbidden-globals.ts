/**
 * Companion to dependency-cruiser, which sees imports but not the browser and clock globals a module
 * reaches without importing anything. Only adapters/ may touch the network, cookies, storage, the address
 * bar or the system clock (ARCHITECTURE.md); this finds every real use of them in domain/, application/
 * and ui/ with the TypeScript checker, so comments, strings, type positions and local variables that merely
 * share a name (wouter's `location`, a parameter called `fetch`) are not reported.
 *
 * features/ and tests/ are not scanned: harnesses may drive browsers, servers and clocks as they need.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const SCANNED_DIRECTORIES: readonly string[] = ['domain', 'application', 'ui'];

export type ForbiddenUse =
  | 'fetch'
  | 'document.cookie'
  | 'localStorage'
  | 'sessionStorage'
  | 'window.location'
  | 'Date.now'
  | 'new Date()'
  | 'DateTime.now';

export interface Violation {
  /** Path relative to the project root, with forward slashes. */
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly use: ForbiddenUse;
  /** The source text of the offending expression. */
  readonly text: string;
}

const WHY: Record<ForbiddenUse, string> = {
  fetch: 'network access belongs in an adapters/ gateway',
  'document.cookie': 'cookies belong in an adapters/ session store',
  localStorage: 'storage belongs in an adapters/ key-value store',
  sessionStorage: 'storage belongs in an adapters/ temporary state',
  'window.location': 'navigation belongs in the adapters/ Navigator',
  'Date.now': 'the system clock belongs in the adapters/ Clock',
  'new Date()': 'the system clock belongs in the adapters/ Clock (pass a value to new Date(...))',
  'DateTime.now': 'the system clock belongs in the adapters/ Clock (take "now" as a parameter)',
};

/** Globals reached by a bare identifier (`fetch(...)`, `localStorage.getItem`, `location.href`). */
const GLOBAL_IDENTIFIERS: Readonly<Record<string, ForbiddenUse>> = {
  fetch: 'fetch',
  localStorage: 'localStorage',
  sessionStorage: 'sessionStorage',
  location: 'window.location',
};

/** Properties of the platform's own objects (`window.fetch`, `document.cookie`, `globalThis.localStorage`). */
const PLATFORM_PROPERTIES: Readonly<Record<string, { readonly use: ForbiddenUse; readonly owners?: readonly string[] }>> = {
  fetch: { use: 'fetch' },
  localStorage: { use: 'localStorage' },
  sessionStorage: { use: 'sessionStorage' },
  location: { use: 'window.location' },
  cookie: { use: 'document.cookie', owners: ['Document'] },
  now: { use: 'Date.now', owners: ['DateConstructor'] },
};

function isPlatformDeclarationFile(program: ts.Program, file: ts.SourceFile): boolean {
  return (
    program.isSourceFileDefaultLibrary(file) ||
    (file.isDeclarationFile && /[\\/]node_modules[\\/]@types[\\/]node[\\/]/.test(file.fileName))
  );
}

function isLuxonDeclarationFile(file: ts.SourceFile): boolean {
  return file.isDeclarationFile && /[\\/]node_modules[\\/](@types[\\/])?luxon[\\/]/.test(file.fileName);
}

function ownerName(declaration: ts.Declaration): string | undefined {
  const owner = declaration.parent;
  if (ts.isInterfaceDeclaration(owner) || ts.isClassDeclaration(owner)) return owner.name?.text;
  return undefined;
}

function declarationsOf(checker: ts.TypeChecker, node: ts.Node): readonly ts.Declaration[] {
  const symbol =
    ts.isShorthandPropertyAssignment(node.parent) && node.parent.name === node
      ? checker.getShorthandAssignmentValueSymbol(node.parent)
      : checker.getSymbolAtLocation(node);
  return symbol?.declarations ?? [];
}

function inTypePosition(node: ts.Node): boolean {
  for (let current = node.parent; !ts.isSourceFile(current); current = current.parent) {
    if (ts.isTypeNode(current) && !ts.isExpressionWithTypeArguments(current)) return true;
    if (ts.isStatement(current) || ts.isBlock(current)) return false;
  }
  return false;
}

function isNamePartOfPropertyAccess(node: ts.Identifier): boolean {
  return ts.isPropertyAccessExpression(node.parent) && node.parent.name === node;
}

function hasNoArguments(node: ts.NewExpression | ts.CallExpression): boolean {
  return node.arguments === undefined || node.arguments.length === 0;
}

/** Which forbidden use, if any, this node is. */
function classify(program: ts.Program, checker: ts.TypeChecker, node: ts.Node): ForbiddenUse | undefined {
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Date' && hasNoArguments(node)) {
    const isGlobalDate = declarationsOf(checker, node.expression).some((d) => isPlatformDeclarationFile(program, d.getSourceFile()));
    return isGlobalDate ? 'new Date()' : undefined;
  }
  if (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    ['local', 'utc'].includes(node.expression.name.text) &&
    hasNoArguments(node)
  ) {
    const fromLuxon = declarationsOf(checker, node.expression.name).some(
      (d) => isLuxonDeclarationFile(d.getSourceFile()) && ownerName(d) === 'DateTime',
    );
    return fromLuxon ? 'DateTime.now' : undefined;
  }
  if (!ts.isIdentifier(node) || inTypePosition(node)) return undefined;

  if (isNamePartOfPropertyAccess(node)) {
    if (node.text === 'now') {
      const fromLuxon = declarationsOf(checker, node).some(
        (d) => isLuxonDeclarationFile(d.getSourceFile()) && ownerName(d) === 'DateTime',
      );
      if (fromLuxon) return 'DateTime.now';
    }
    const property = PLATFORM_PROPERTIES[node.text];
    if (property === undefined) return undefined;
    const matches = declarationsOf(checker, node).some((d) => {
      if (!isPlatformDeclarationFile(program, d.getSourceFile())) return false;
      if (property.owners === undefined) return true;
      const owner = ownerName(d);
      return owner !== undefined && property.owners.includes(owner);
    });
    return matches ? property.use : undefined;
  }

  const global = GLOBAL_IDENTIFIERS[node.text];
  if (global === undefined) return undefined;
  // A local binding, parameter or import of the same name resolves to a declaration in the project.
  const isGlobal = declarationsOf(checker, node).some((d) => isPlatformDeclarationFile(program, d.getSourceFile()));
  return isGlobal ? global : undefined;
}

function toRelative(root: string, fileName: string): string {
  return path.relative(root, fileName).split(path.sep).join('/');
}

/** Scans the given files of a program; `root` only shapes the reported paths. */
export function scanProgram(program: ts.Program, fileNames: readonly string[], root: string): Violation[] {
  const checker = program.getTypeChecker();
  const violations: Violation[] = [];
  for (const fileName of fileNames) {
    const sourceFile = program.getSourceFile(fileName);
    if (sourceFile === undefined) throw new Error(`TypeScript did not load ${fileName}`);
    const visit = (node: ts.Node): void => {
      const use = classify(program, checker, node);
      if (use !== undefined) {
        // Report the whole access (`window.localStorage`, `fetch(url)`) rather than its last name.
        const access = ts.isIdentifier(node) && isNamePartOfPropertyAccess(node) ? node.parent : node;
        const reported = ts.isCallExpression(access.parent) && access.parent.expression === access ? access.parent : access;
        const start = reported.getStart(sourceFile);
        const { line, character } = sourceFile.getLineAndCharacterOfPosition(start);
        violations.push({
          file: toRelative(root, sourceFile.fileName),
          line: line + 1,
          column: character + 1,
          use,
          text: reported.getText(sourceFile),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }
  return violations.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

/** The project's compiler options, so that lib.dom, @types/node and luxon's types resolve as in `tsc`. */
export function projectCompilerOptions(root: string): ts.CompilerOptions {
  const configPath = path.join(root, 'tsconfig.json');
  const read = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  if (read.error !== undefined) {
    throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  }
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, root, undefined, configPath);
  return { ...parsed.options, noEmit: true };
}

/**
 * Scans source texts that exist only in memory, as if they sat at the given paths under `root`
 * (the scanner's own tests use this for fixtures).
 */
export function scanSources(sources: Readonly<Record<string, string>>, root: string = process.cwd()): Violation[] {
  const options = projectCompilerOptions(root);
  const virtual = new Map(Object.entries(sources).map(([name, text]) => [path.resolve(root, name), text]));
  const host = ts.createCompilerHost(options, true);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = virtual.get(path.resolve(fileName));
    return text === undefined
      ? getSourceFile(fileName, languageVersion, onError, shouldCreate)
      : ts.createSourceFile(fileName, text, languageVersion, true);
  };
  host.fileExists = (fileName) => virtual.has(path.resolve(fileName)) || fileExists(fileName);
  host.readFile = (fileName) => virtual.get(path.resolve(fileName)) ?? readFile(fileName);
  const fileNames = [...virtual.keys()];
  const program = ts.createProgram({ rootNames: fileNames, options, host });
  return scanProgram(program, fileNames, root);
}

function listSourceFiles(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory).flatMap((entry) => {
    if (entry === 'node_modules') return [];
    const full = path.join(directory, entry);
    if (statSync(full).isDirectory()) return listSourceFiles(full);
    return /\.tsx?$/.test(entry) && !entry.endsWith('.d.ts') ? [full] : [];
  });
}

/** Scans every .ts/.tsx file under domain/, application/ and ui/. */
export function scanProject(root: string): { readonly files: number; readonly violations: Violation[] } {
  const fileNames = SCANNED_DIRECTORIES.flatMap((directory) => listSourceFiles(path.join(root, directory)));
  if (fileNames.length === 0) return { files: 0, violations: [] };
  const program = ts.createProgram({ rootNames: fileNames, options: projectCompilerOptions(root) });
  return { files: fileNames.length, violations: scanProgram(program, fileNames, root) };
}

export function formatViolation(violation: Violation): string {
  return `${violation.file}:${violation.line}:${violation.column}  ${violation.use}  \`${violation.text}\`: ${WHY[violation.use]}`;
}

function main(): number {
  const root = process.cwd();
  const { files, violations } = scanProject(root);
  if (violations.length === 0) {
    console.log(`forbidden-globals: ${files} files in ${SCANNED_DIRECTORIES.join('/, ')}/ scanned, no forbidden global use.`);
    return 0;
  }
  console.error(`forbidden-globals: ${violations.length} forbidden use(s) outside adapters/:`);
  for (const violation of violations) console.error(`  ${formatViolation(violation)}`);
  return 1;
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
