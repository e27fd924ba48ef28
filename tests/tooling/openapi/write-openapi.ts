import { readFileSync, writeFileSync } from 'node:fs';
import { openApiDocument } from './openapi-document';

/** `npm run openapi`: writes the gateway contract's OpenAPI document to docs/openapi.json. */
export const OPENAPI_FILE = 'docs/openapi.json';

export function openApiText(): string {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  return `${JSON.stringify(openApiDocument(version), null, 2)}\n`;
}

if (process.argv[1]?.endsWith('write-openapi.ts') === true) {
  writeFileSync(OPENAPI_FILE, openApiText());
  console.log(`Wrote ${OPENAPI_FILE}`);
}
