/*
 * The gateway's API reference: a static page rendered from the OpenAPI document (docs/openapi.json) at
 * build time, every operation with its parameters, token, request body, answers, schemas and the sandbox
 * personas' examples. No script and no inline style, so the app's Content-Security-Policy (no inline
 * anything, Trusted Types) serves it as it is; open sections are <details>, which need no script. Script
 * renderers (Redoc, Scalar) draw their operations in the browser, against that policy.
 */

/** Where the page is served below the app's base: `/api-reference/`. */
export const API_REFERENCE_DIR = 'api-reference';
export const API_REFERENCE_STYLESHEET = 'reference.css';

type Json = { readonly [key: string]: unknown };

export interface ReferencePage {
  readonly html: string;
  readonly css: string;
}

const escape = (value: unknown): string =>
  String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** `code` spans for backticked words of a description; everything else escaped. */
const prose = (text: unknown): string => (typeof text === 'string' ? escape(text).replace(/`([^`]+)`/g, '<code>$1</code>') : '');

const anchor = (operationId: string): string => `operation-${operationId.replace(/[^A-Za-z0-9.-]/g, '-')}`;

const asJson = (value: unknown): Json => (typeof value === 'object' && value !== null ? (value as Json) : {});

class Renderer {
  constructor(private readonly document: Json) {}

  /** A local reference (`#/components/...`) resolved; anything else as it is. */
  resolve(node: unknown): Json {
    const ref = asJson(node)['$ref'];
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return asJson(node);
    let target: unknown = this.document;
    for (const segment of ref.slice(2).split('/')) target = asJson(target)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
    return asJson(target);
  }

  /** A schema's type in a word or two: `string (date)`, `array of object`, `one of: a, b`. */
  typeOf(schema: Json): string {
    if ('const' in schema) return `const ${JSON.stringify(schema['const'])}`;
    if (Array.isArray(schema['enum'])) return `one of ${schema['enum'].map((value) => JSON.stringify(value)).join(', ')}`;
    if (Array.isArray(schema['anyOf'])) return (schema['anyOf'] as unknown[]).map((option) => this.typeOf(this.resolve(option))).join(' or ');
    if (schema['type'] === 'array') return `array of ${this.typeOf(this.resolve(schema['items']))}`;
    const type = typeof schema['type'] === 'string' ? schema['type'] : 'any';
    const format = typeof schema['format'] === 'string' ? ` (${schema['format']})` : '';
    return `${type}${format}`;
  }

  /** An object's properties (and its items', for an array), nested, each with its type and whether it is required. */
  schema(node: unknown, depth = 0): string {
    const schema = this.resolve(node);
    if (depth > 8) return '';
    if (schema['type'] === 'array') return this.schema(schema['items'], depth);
    if (Array.isArray(schema['anyOf'])) return (schema['anyOf'] as unknown[]).map((option) => this.schema(option, depth)).join('');
    const properties = asJson(schema['properties']);
    const required = new Set(Array.isArray(schema['required']) ? (schema['required'] as string[]) : []);
    const rows = Object.entries(properties).map(([name, property]) => {
      const resolved = this.resolve(property);
      return (
        `<li><code class="name">${escape(name)}</code> <span class="type">${escape(this.typeOf(resolved))}</span>` +
        `${required.has(name) ? ' <span class="required">required</span>' : ''}` +
        `${resolved['description'] === undefined ? '' : ` <span class="description">${prose(resolved['description'])}</span>`}` +
        `${this.schema(resolved, depth + 1)}</li>`
      );
    });
    const additional = schema['additionalProperties'];
    if (typeof additional === 'object' && additional !== null) {
      rows.push(`<li><code class="name">{any key}</code> <span class="type">${escape(this.typeOf(this.resolve(additional)))}</span>${this.schema(additional, depth + 1)}</li>`);
    } else if (additional === false && rows.length > 0) {
      rows.push('<li class="closed">No other fields.</li>');
    }
    return rows.length === 0 ? '' : `<ul class="schema">${rows.join('')}</ul>`;
  }

  media(content: unknown): string {
    return Object.entries(asJson(content))
      .map(([type, media]) => {
        const { schema, examples } = asJson(media) as { schema?: unknown; examples?: unknown };
        const resolved = this.resolve(schema);
        const sample = Object.values(asJson(examples))
          .map((example) => {
            const { summary, value } = asJson(example);
            const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
            return `<details class="example"><summary>Example: ${escape(summary)}</summary><pre>${escape(text)}</pre></details>`;
          })
          .join('');
        return `<div class="media"><p><code>${escape(type)}</code>: ${escape(this.typeOf(resolved))}</p>${this.schema(resolved)}${sample}</div>`;
      })
      .join('');
  }

  operation(path: string, method: string, node: unknown): string {
    const operation = asJson(node);
    const id = String(operation['operationId']);
    const secured = Array.isArray(operation['security']) && operation['security'].length > 0;
    const parameters = (Array.isArray(operation['parameters']) ? operation['parameters'] : []).map((parameter) => this.resolve(parameter));
    const parameterRows = parameters
      .map(
        (parameter) =>
          `<li><code class="name">${escape(parameter['name'])}</code> <span class="in">${escape(parameter['in'])}</span> ` +
          `<span class="type">${escape(this.typeOf(this.resolve(parameter['schema'])))}</span>` +
          `${parameter['required'] === true ? ' <span class="required">required</span>' : ''}` +
          `${parameter['description'] === undefined ? '' : ` <span class="description">${prose(parameter['description'])}</span>`}</li>`,
      )
      .join('');
    const body = asJson(operation['requestBody']);
    const responses = Object.entries(asJson(operation['responses']))
      .map(([status, response]) => {
        const resolved = this.resolve(response);
        const description = asJson(response)['description'] ?? resolved['description'];
        return `<details class="response" ${status.startsWith('2') ? 'open' : ''}><summary><span class="status">${escape(status)}</span> ${prose(description)}</summary>${this.media(resolved['content'])}</details>`;
      })
      .join('');
    return (
      `<section class="operation" id="${anchor(id)}"><h3><span class="method method-${escape(method)}">${escape(method.toUpperCase())}</span> <code>${escape(path)}</code></h3>` +
      `<p class="summary">${prose(operation['summary'])}</p>` +
      `<p class="facts"><code>${escape(id)}</code> · ${secured ? 'Bearer token (the member)' : 'No token'}${operation['x-writes'] === true ? ' · Changes something at the insurer' : ''}</p>` +
      (parameterRows === '' ? '' : `<h4>Parameters</h4><ul class="parameters">${parameterRows}</ul>`) +
      (body['content'] === undefined ? '' : `<h4>Request body</h4>${this.media(body['content'])}`) +
      `<h4>Answers</h4>${responses}</section>`
    );
  }

  page(): string {
    const info = asJson(this.document['info']);
    const byTag = new Map<string, string[]>();
    const contents = new Map<string, string[]>();
    for (const [path, methods] of Object.entries(asJson(this.document['paths']))) {
      for (const [method, operation] of Object.entries(asJson(methods))) {
        const first = (asJson(operation)['tags'] as unknown[] | undefined)?.[0];
        const tag = typeof first === 'string' ? first : 'other';
        byTag.set(tag, [...(byTag.get(tag) ?? []), this.operation(path, method, operation)]);
        const id = String(asJson(operation)['operationId']);
        contents.set(tag, [...(contents.get(tag) ?? []), `<li><a href="#${anchor(id)}">${escape(id)}</a></li>`]);
      }
    }
    const components = asJson(this.document['components']);
    const schemes = Object.entries(asJson(components['securitySchemes']))
      .map(([name, scheme]) => `<h3>${escape(name)}</h3><p>${prose(asJson(scheme)['description'])}</p>`)
      .join('');
    const schemas = Object.entries(asJson(components['schemas']))
      .map(([name, schema]) => `<h3 id="schema-${escape(name)}">${escape(name)}</h3><p>${prose(asJson(schema)['description'])}</p>${this.schema(schema)}`)
      .join('');
    const tags = [...byTag.keys()];
    return (
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${escape(info['title'])}: API reference</title><link rel="stylesheet" href="./${API_REFERENCE_STYLESHEET}"></head><body>` +
      `<nav aria-label="Operations"><p class="brand">${escape(info['title'])} ${escape(info['version'])}</p>` +
      tags.map((tag) => `<details open><summary><a href="#tag-${escape(tag)}">${escape(tag)}</a></summary><ul>${(contents.get(tag) ?? []).join('')}</ul></details>`).join('') +
      `</nav><main><h1>${escape(info['title'])}: API reference</h1><p>${prose(info['description'])}</p>` +
      `<p>OpenAPI ${escape(this.document['openapi'])} document: <a href="./openapi.json">openapi.json</a>.</p>` +
      `<section id="security"><h2>Token</h2>${schemes}</section><section id="schemas"><h2>Shared schemas</h2>${schemas}</section>` +
      tags.map((tag) => `<section class="tag" id="tag-${escape(tag)}"><h2>${escape(tag)}</h2>${(byTag.get(tag) ?? []).join('')}</section>`).join('') +
      `</main></body></html>\n`
    );
  }
}

const STYLESHEET = `
:root { color-scheme: light; font-family: system-ui, sans-serif; line-height: 1.45; color: #1d1d1f; }
body { margin: 0; display: grid; grid-template-columns: minmax(14rem, 18rem) 1fr; }
nav { position: sticky; top: 0; height: 100vh; overflow: auto; padding: 1rem; background: #f5f5f7; border-right: 1px solid #ddd; font-size: 0.9rem; }
nav ul { list-style: none; padding-left: 0.75rem; margin: 0.25rem 0 0.5rem; }
nav a { color: #0b57d0; text-decoration: none; }
.brand { font-weight: 700; }
main { padding: 1.5rem 2rem; max-width: 70rem; min-width: 0; }
h2 { border-bottom: 2px solid #ddd; padding-bottom: 0.25rem; margin-top: 2.5rem; }
.operation { border: 1px solid #ddd; border-radius: 8px; padding: 0.5rem 1rem 1rem; margin: 1.25rem 0; }
.method { display: inline-block; min-width: 4rem; text-align: center; border-radius: 4px; padding: 0 0.4rem; color: #fff; background: #3c4043; font-size: 0.85rem; }
.method-get { background: #0b6e4f; } .method-post { background: #0b57d0; } .method-put { background: #8a4b00; } .method-delete { background: #b3261e; }
.facts { color: #555; font-size: 0.9rem; }
.schema, .parameters { list-style: none; padding-left: 1rem; border-left: 2px solid #eee; margin: 0.25rem 0; }
.name { font-weight: 600; } .type { color: #555; } .in { color: #555; font-style: italic; }
.required { color: #b3261e; font-size: 0.8rem; } .closed { color: #777; font-size: 0.85rem; }
.status { font-weight: 700; }
pre { background: #f5f5f7; padding: 0.75rem; overflow: auto; max-height: 30rem; font-size: 0.8rem; }
code { font-size: 0.9em; }
@media (max-width: 48rem) { body { display: block; } nav { position: static; height: auto; } main { padding: 1rem; } }
`;

/** The page and its stylesheet for an OpenAPI 3.1 document. */
export function referencePage(document: Json): ReferencePage {
  return { html: new Renderer(document).page(), css: STYLESHEET.trimStart() };
}
