import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { API_REFERENCE_DIR, API_REFERENCE_STYLESHEET, referencePage } from './api-reference.ts';

/**
 * `vite build` writes the gateway's API reference (api-reference.ts) beside the app, from the committed
 * OpenAPI document: dist/api-reference/index.html, its stylesheet and the document itself, which
 * `npm run preview` (and any static host) serves at /api-reference/. Nothing of it is in the app's bundle.
 */
export function apiReferencePlugin(options: { readonly document: string }): Plugin {
  return {
    name: 'member-dashboard:api-reference',
    apply: 'build',
    async generateBundle() {
      const text = await readFile(options.document, 'utf8');
      const page = referencePage(JSON.parse(text) as Record<string, unknown>);
      this.emitFile({ type: 'asset', fileName: `${API_REFERENCE_DIR}/index.html`, source: page.html });
      this.emitFile({ type: 'asset', fileName: `${API_REFERENCE_DIR}/${API_REFERENCE_STYLESHEET}`, source: page.css });
      this.emitFile({ type: 'asset', fileName: `${API_REFERENCE_DIR}/openapi.json`, source: text });
    },
  };
}
