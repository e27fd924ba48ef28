import { readFileSync, writeFileSync } from 'node:fs';
import { openApiDocument } from './openapi-document';
import { personaExamples } from './persona-examples';

/** `npm run openapi`: writes the gateway contract's OpenAPI document to docs/openapi.json. */
export const OPENAPI_FILE = 'docs/openapi.json';

/** The document, its examples taken from the sandbox personas by calling the sandbox's desks. */
export async function openApiText(): Promise<string> {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  return `${JSON.stringify(openApiDocument(version, await personaExamples()), null, 2)}\n`;
}

if (process.argv[1]?.endsWith('write-openapi.ts') === true) {
  writeFileSync(OPENAPI_FILE, await openApiText());
  console.log(`Wrote ${OPENAPI_FILE}`);
}
