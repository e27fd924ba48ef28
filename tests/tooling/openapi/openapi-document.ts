import { TokenResponseCodec } from '../../../adapters/http/codecs/auth';
import { TokenClaimsCodec } from '../../../adapters/http/codecs/token-claims';
import type * as t from 'io-ts';
import { ErrorBodyCodec } from '../../../adapters/http/codecs/wire';
import { IDEMPOTENCY_KEY_HEADER, type AnyEndpoint } from '../../../adapters/http/endpoint';
import { ENDPOINTS, SUMMARIES } from '../../../adapters/http/endpoints';
import { codecSchema, type JsonSchema } from './codec-schema';
import type { Example, PersonaExamples } from './persona-examples';

/*
 * The gateway contract as an OpenAPI 3.1 document, generated from the endpoint table
 * (adapters/http/endpoints/) and its codecs: `npm run openapi` writes docs/openapi.json, and a test holds the
 * committed document to what the table makes.
 */

const ERROR_STATUSES: Readonly<Record<string, string>> = {
  '400': 'The request is malformed (a parameter or body field names what is wrong).',
  '401': 'No token, or an expired or invalid one: the app signs the member out.',
  '403': 'The member may not make this call.',
  '404': 'Nothing by that id for this member.',
};

/** Every other error status a call may answer (423 locked, 409, 5xx), with the same error body. */
const OTHER_ERRORS = 'Any other error (423 for a locked account, 5xx when the gateway fails), with the error body.';

const MEDIA: Readonly<Record<AnyEndpoint['answer']['kind'], string | null>> = {
  json: 'application/json',
  text: 'text/plain',
  pdf: 'application/pdf',
  file: 'application/pdf, image/jpeg, image/png',
  none: null,
};

/** An example as OpenAPI's media type object holds it, keyed by the persona it was taken from. */
const examplesOf = (example: Example | undefined): JsonSchema =>
  example === undefined ? {} : { examples: { [example.summary.split(' ').at(-1) ?? 'example']: example } };

/** An answer's schema; a token's answer says what its JWT carries (TokenClaims). */
function answerSchema(codec: t.Mixed): JsonSchema {
  const schema = codecSchema(codec);
  if (codec !== TokenResponseCodec) return schema;
  const token = { type: 'string', contentMediaType: 'application/jwt', contentSchema: { $ref: '#/components/schemas/TokenClaims' } };
  return { ...schema, properties: { ...(schema['properties'] as JsonSchema), token } };
}

function answerContent(endpoint: AnyEndpoint, examples: PersonaExamples): Record<string, JsonSchema> {
  const { answer } = endpoint;
  switch (answer.kind) {
    case 'json':
    case 'text':
      return { [MEDIA[answer.kind] ?? '']: { schema: answerSchema(answer.codec), ...examplesOf(examples.answers.get(endpoint.name)) } };
    case 'pdf':
      return { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } };
    case 'file':
      return Object.fromEntries(
        ['application/pdf', 'image/jpeg', 'image/png'].map((media) => [media, { schema: { type: 'string', contentMediaType: media } }]),
      );
    case 'none':
      return {};
  }
}

function parameters(endpoint: AnyEndpoint): JsonSchema[] {
  const path = [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const querySchema = endpoint.query === undefined ? undefined : codecSchema(endpoint.query);
  const required = new Set((querySchema?.['required'] as string[] | undefined) ?? []);
  const query = Object.entries((querySchema?.['properties'] as Record<string, JsonSchema> | undefined) ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
  const idempotency =
    endpoint.idempotent === true
      ? [
          {
            name: IDEMPOTENCY_KEY_HEADER,
            in: 'header',
            required: false,
            description: 'Names this change, the same for every try of it: a repeat of a key is done once and answered as the first call was.',
            schema: { type: 'string', maxLength: 100 },
          },
        ]
      : [];
  return [...path, ...query, ...idempotency, { $ref: '#/components/parameters/AcceptLanguage' }];
}

function operation(area: string, key: string, endpoint: AnyEndpoint, also: readonly AnyEndpoint[], examples: PersonaExamples): JsonSchema {
  const summaries = SUMMARIES as Readonly<Record<string, Readonly<Record<string, string>>>>;
  const success = endpoint.answer.kind === 'none' ? '204' : '200';
  const content = Object.assign({}, answerContent(endpoint, examples), ...also.map((twin) => answerContent(twin, examples))) as Record<string, JsonSchema>;
  const errors = Object.fromEntries(
    Object.entries(ERROR_STATUSES)
      .filter(([status]) => endpoint.audience === 'member' || status !== '401')
      .map(([status, description]) => [status, { $ref: `#/components/responses/Error${status}`, description }]),
  );
  return {
    operationId: endpoint.name,
    summary: summaries[area]?.[key] ?? endpoint.name,
    tags: [area],
    ...(endpoint.audience === 'member' ? { security: [{ bearer: [] }] } : { security: [] }),
    parameters: parameters(endpoint),
    ...(endpoint.body !== undefined && {
      requestBody: { required: true, content: { 'application/json': { schema: codecSchema(endpoint.body) } } },
    }),
    responses: {
      [success]: {
        description: endpoint.writes ? 'Done.' : 'The answer.',
        ...(Object.keys(content).length > 0 && { content }),
      },
      ...errors,
      default: { $ref: '#/components/responses/Error' },
    },
    'x-writes': endpoint.writes,
  };
}

const pathTemplate = (path: string): string => path.replace(/:([A-Za-z]+)/g, '{$1}');

export function openApiDocument(version: string, examples: PersonaExamples): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [area, endpoints] of Object.entries(ENDPOINTS)) {
    for (const [key, endpoint] of Object.entries(endpoints as Readonly<Record<string, AnyEndpoint>>)) {
      const path = (paths[pathTemplate(endpoint.path)] ??= {});
      const method = endpoint.method.toLowerCase();
      // Two answers at one path (the ID card as JSON or PDF) are one operation with two media types.
      if (path[method] !== undefined) continue;
      const twins = Object.values(ENDPOINTS).flatMap((others) =>
        Object.values(others as Readonly<Record<string, AnyEndpoint>>).filter((other) => other !== endpoint && other.path === endpoint.path && other.method === endpoint.method),
      );
      path[method] = operation(area, key, endpoint, twins, examples);
    }
  }
  const errorBody = { ...codecSchema(ErrorBodyCodec), additionalProperties: false };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Member Dashboard gateway',
      version,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      description:
        "The calls the Member Dashboard makes to an insurer's gateway. Generated from the dashboard's endpoint table " +
        '(adapters/http/endpoints/); docs/gateway.md explains how to build and check a gateway against it.',
    },
    servers: [{ url: '/gateway', description: 'The sandbox, served by the dashboard (npm start, npm run preview)' }],
    tags: Object.keys(ENDPOINTS).map((name) => ({ name, description: `The calls behind the dashboard's ${name} gateway port (application/ports/).` })),
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The token POST /api/token answers (and /api/new-id, /api/group-selection exchange), sent as ' +
            '`Authorization: Bearer <token>`. A JWT (header.payload.signature, base64url): the dashboard reads the ' +
            'payload without verifying it (the gateway verifies the signature) and needs the claims of the ' +
            'TokenClaims schema; others (sub, domainId, groupId, iat, exp) pass through. A refused or expired ' +
            'token is a 401, which signs the member out.',
        },
      },
      parameters: {
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          required: false,
          description: "The member's language: content the gateway has in it (programs, calendars, questions) comes in it.",
          schema: { type: 'string', examples: ['en-US', 'es-US'] },
        },
      },
      schemas: {
        ErrorBody: errorBody,
        TokenClaims: {
          ...codecSchema(TokenClaimsCodec),
          additionalProperties: true,
          description:
            "The bearer token's payload claims the dashboard reads: memberKey (whose data the calls answer), " +
            "role ('member', or 'new-id' while a member must first choose who they are) and issuedByNewId.",
        },
      },
      responses: Object.fromEntries(
        [...Object.entries(ERROR_STATUSES), ['', OTHER_ERRORS] as const].map(([status, description]) => [
          `Error${status}`,
          {
            description,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' }, ...examplesOf(examples.errors[status === '' ? 'default' : status]) } },
          },
        ]),
      ),
    },
  };
}
