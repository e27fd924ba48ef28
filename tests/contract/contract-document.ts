import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { AnyEndpoint } from '../../adapters/http/endpoint';

/*
 * The gateway contract's OpenAPI document (docs/openapi.json) as a judge of answers: given the endpoint that
 * was called and what came back (status, content type, body), it names every way the answer differs from
 * the document, or nothing. The sandbox's answers in the contract tests and the HTTP features, and any
 * gateway's answers to the conformance command (gateway-checks.ts), are all judged by this one module.
 *
 * Schemas are JSON Schema 2020-12, checked with Ajv; objects the codecs read exactly are closed
 * (additionalProperties: false), so a field the document lacks fails as surely as a required one missing.
 */

export const OPENAPI_PATH = 'docs/openapi.json';

/** What a gateway answered, as read off the wire. */
export interface WireAnswer {
  readonly status: number;
  /** The Content-Type header, or null when there is none. */
  readonly contentType: string | null;
  /** The body's bytes (empty for none). */
  readonly body: Uint8Array;
}

type Json = { readonly [key: string]: unknown };

// ajv-formats is CommonJS: its function sits on `default` when imported from ESM under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

const DOCUMENT_ID = 'openapi.json';

/** A JSON pointer segment (RFC 6901). */
const pointer = (segment: string): string => segment.replace(/~/g, '~0').replace(/\//g, '~1');

const pathTemplate = (path: string): string => path.replace(/:([A-Za-z]+)/g, '{$1}');

/** `application/json; charset=utf-8` -> `application/json`. */
const mediaType = (contentType: string | null): string => (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** One Ajv error as a line: where in the body, what is wrong, and the schema path that said so. */
function describeError(error: ErrorObject, base: string): string {
  const where = `body${error.instancePath === '' ? '' : error.instancePath}`;
  const extra =
    error.keyword === 'additionalProperties'
      ? ` '${String((error.params as { additionalProperty?: unknown }).additionalProperty)}'`
      : error.keyword === 'enum'
        ? ` ${JSON.stringify((error.params as { allowedValues?: unknown }).allowedValues)}`
        : '';
  const schemaPath = error.schemaPath.startsWith(base) ? `#${error.schemaPath.slice(base.length)}` : error.schemaPath.replace(DOCUMENT_ID, '');
  return `${where} ${error.message ?? 'is invalid'}${extra} (schema ${schemaPath})`;
}

export class ContractDocument {
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();

  private constructor(readonly document: Json) {
    // strict off: the document is an OpenAPI document around its schemas, with keywords Ajv does not know.
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addSchema(document, DOCUMENT_ID);
  }

  /** The committed document (npm run openapi writes it; a unit test holds it to the endpoint table). */
  static load(file = OPENAPI_PATH): ContractDocument {
    return ContractDocument.of(JSON.parse(readFileSync(file, 'utf8')) as Json);
  }

  static of(document: Json): ContractDocument {
    return new ContractDocument(document);
  }

  /** The value at a local JSON pointer (`#/components/...`). */
  private at(ref: string): unknown {
    let node: unknown = this.document;
    for (const raw of ref.replace(/^#\//, '').split('/')) {
      const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      node = typeof node === 'object' && node !== null ? (node as Json)[segment] : undefined;
    }
    return node;
  }

  private validator(schemaPointer: string): ValidateFunction {
    let validate = this.validators.get(schemaPointer);
    if (validate === undefined) {
      validate = this.ajv.compile({ $ref: `${DOCUMENT_ID}${schemaPointer}` });
      this.validators.set(schemaPointer, validate);
    }
    return validate;
  }

  /**
   * How the answer to `endpoint` differs from the document: its status, its content type, or each place in
   * its body where the schema fails. Empty when it conforms.
   */
  differences(endpoint: Pick<AnyEndpoint, 'method' | 'path'>, answer: WireAnswer): string[] {
    const operationPointer = `#/paths/${pointer(pathTemplate(endpoint.path))}/${endpoint.method.toLowerCase()}`;
    const operation = this.at(operationPointer) as Json | undefined;
    if (operation === undefined) return [`${endpoint.method} ${endpoint.path} is not in the document`];
    const responses = (operation['responses'] ?? {}) as Json;
    const documented = Object.keys(responses).filter((status) => status !== 'default');
    const key = String(answer.status) in responses ? String(answer.status) : answer.status >= 400 && 'default' in responses ? 'default' : undefined;
    if (key === undefined) return [`status ${answer.status}, the document has ${documented.join(', ')}`];
    let responsePointer = `${operationPointer}/responses/${key}`;
    let response = responses[key] as Json;
    if (typeof response['$ref'] === 'string') {
      responsePointer = response['$ref'];
      response = this.at(responsePointer) as Json;
    }
    const content = response['content'] as Json | undefined;
    if (content === undefined) return answer.body.byteLength === 0 ? [] : [`status ${answer.status} has a body, the document has none`];
    const media = mediaType(answer.contentType);
    if (!(media in content)) return [`status ${answer.status} content type ${answer.contentType ?? 'none'}, the document has ${Object.keys(content).join(', ')}`];
    const text = new TextDecoder().decode(answer.body);
    let value: unknown;
    if (media === 'application/json') {
      try {
        value = JSON.parse(text) as unknown;
      } catch {
        return [`status ${answer.status} body is not JSON: ${JSON.stringify(text.slice(0, 60))}`];
      }
    } else if (media === 'application/pdf') {
      return text.startsWith('%PDF-') ? [] : ['body is not a PDF (it does not start with %PDF-)'];
    } else {
      value = text;
    }
    const schemaPointer = `${responsePointer}/content/${pointer(media)}/schema`;
    const validate = this.validator(schemaPointer);
    return validate(value) ? [] : (validate.errors ?? []).map((error) => describeError(error, `${DOCUMENT_ID}${schemaPointer}`));
  }
}
