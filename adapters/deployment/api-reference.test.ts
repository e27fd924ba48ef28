import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '../http/endpoints';
import { referencePage } from './api-reference';
import { apiReferencePlugin } from './vite-api-reference-plugin';

const DOCUMENT = 'docs/openapi.json';
const document = JSON.parse(readFileSync(DOCUMENT, 'utf8')) as Record<string, unknown>;

describe('the API reference page', () => {
  const { html, css } = referencePage(document);

  it('has a section for every operation of the document, with its method, path and summary', () => {
    // The ID card's PDF is the same operation as its JSON view, with a second media type.
    for (const endpoint of ALL_ENDPOINTS.filter((each) => each.name !== 'idCard.pdf')) {
      expect(html, endpoint.name).toContain(`id="operation-${endpoint.name}"`);
      expect(html, endpoint.name).toContain(`<code>${endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}')}</code>`);
    }
    expect(html).toContain('The member&#39;s claims (the family&#39;s for a subscriber), filtered');
  });

  it('shows the schemas, the personas’ examples, the error body and the token', () => {
    expect(html).toContain('<code class="name">claimId</code>');
    expect(html).toContain('Example: The sandbox persona subscriber');
    expect(html).toContain('id="schema-ErrorBody"');
    expect(html).toContain('id="schema-TokenClaims"');
    expect(html).toContain('<code class="name">Accept-Language</code>');
  });

  it('runs no script and carries no inline style, so the app’s Content-Security-Policy serves it as it is', () => {
    expect(html).not.toMatch(/<script|\sstyle=|\son[a-z]+=|javascript:/i);
    expect(html).toContain('<link rel="stylesheet" href="./reference.css">');
    expect(css).not.toMatch(/url\(|@import/);
  });

  it('escapes what the document says', () => {
    const hostile = { ...document, info: { title: '<img src=x onerror=alert(1)>', version: '1' } };
    expect(referencePage(hostile).html).not.toContain('<img src=x');
  });

  it('is written by the build to api-reference/, beside the app and none of its scripts', async () => {
    const emitted: { fileName: string; source: string }[] = [];
    const plugin = apiReferencePlugin({ document: DOCUMENT });
    const generate = plugin.generateBundle as unknown as (this: { emitFile(file: { fileName: string; source: string }): void }) => Promise<void>;
    await generate.call({ emitFile: (file) => void emitted.push(file) });
    expect(emitted.map((file) => file.fileName)).toEqual(['api-reference/index.html', 'api-reference/reference.css', 'api-reference/openapi.json']);
    expect(emitted[0]?.source).toBe(html);
  });
});
