import type * as t from 'io-ts';

/*
 * io-ts codec -> JSON Schema (2020-12, as OpenAPI 3.1 reads it). io-ts codecs describe themselves (`_tag`,
 * `props`, `types`, `type`), so the wire contract's schemas come from the very codecs that decode it and are
 * never written twice. Objects are closed (additionalProperties: false): a field the gateway sends that the
 * codec does not name is a difference the document shows, not one it hides. A codec this does not know is an
 * error, never an empty schema.
 */

export type JsonSchema = { readonly [keyword: string]: unknown };

/** The codecs made with `new t.Type` that have no `_tag`: the query parameters' and the text answers'. */
const CUSTOM: Readonly<Record<string, JsonSchema>> = {
  integer: { type: 'integer' },
  boolean: { type: 'boolean' },
  date: { type: 'string', format: 'date' },
  DueDateOrNone: { type: 'string', description: 'A date, or empty when there is none.' },
};

interface Described {
  readonly _tag?: string;
  readonly name: string;
  readonly props?: t.Props;
  readonly types?: readonly t.Mixed[];
  readonly type?: t.Mixed;
  readonly codomain?: t.Mixed;
  readonly value?: unknown;
  readonly keys?: Readonly<Record<string, unknown>>;
  readonly wire?: t.Mixed;
  readonly otherProperties?: t.Mixed;
}

function objectOf(props: t.Props, required: boolean): JsonSchema {
  const keys = Object.keys(props);
  return {
    type: 'object',
    properties: Object.fromEntries(keys.map((key) => [key, codecSchema(props[key] as t.Mixed)])),
    ...(required && keys.length > 0 && { required: keys }),
    additionalProperties: false,
  };
}

/** An intersection of objects is one object with all their properties; open if any part is open. */
function intersectionOf(parts: readonly JsonSchema[]): JsonSchema {
  if (!parts.every((part) => part['type'] === 'object')) return { allOf: parts };
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  let additional: unknown = false;
  for (const part of parts) {
    Object.assign(properties, part['properties'] ?? {});
    required.push(...((part['required'] as string[] | undefined) ?? []));
    if (part['additionalProperties'] !== false) additional = part['additionalProperties'] ?? true;
  }
  return { type: 'object', properties, ...(required.length > 0 && { required }), additionalProperties: additional };
}

export function codecSchema(codec: t.Decoder<unknown, unknown> | t.Mixed): JsonSchema {
  const c = codec as unknown as Described;
  if (c.wire !== undefined) {
    const wire = codecSchema(c.wire);
    return c.otherProperties === undefined ? wire : { ...wire, additionalProperties: codecSchema(c.otherProperties) };
  }
  switch (c._tag) {
    case 'StringType':
      return { type: 'string' };
    case 'NumberType':
      return { type: 'number' };
    case 'BooleanType':
      return { type: 'boolean' };
    case 'NullType':
      return { type: 'null' };
    case 'UnknownType':
      return {};
    case 'UnknownRecordType':
    case 'AnyDictionaryType':
      return { type: 'object' };
    case 'LiteralType':
      return { const: c.value };
    case 'KeyofType':
      return { type: 'string', enum: Object.keys(c.keys ?? {}) };
    case 'InterfaceType':
      return objectOf(c.props ?? {}, true);
    case 'PartialType':
      return objectOf(c.props ?? {}, false);
    case 'IntersectionType':
      return intersectionOf((c.types ?? []).map(codecSchema));
    case 'UnionType': {
      const options = (c.types ?? []).map(codecSchema);
      return options.every((option) => 'const' in option) ? { enum: options.map((option) => option['const']) } : { anyOf: options };
    }
    case 'ArrayType':
    case 'ReadonlyArrayType':
      return { type: 'array', items: codecSchema(c.type as t.Mixed) };
    case 'ReadonlyType':
    case 'ExactType':
    case 'RefinementType':
      return codecSchema(c.type as t.Mixed);
    case 'DictionaryType':
      return { type: 'object', additionalProperties: codecSchema(c.codomain as t.Mixed) };
    default: {
      const custom = CUSTOM[c.name];
      if (custom !== undefined) return custom;
      throw new Error(`No JSON Schema for the codec ${c.name} (${c._tag ?? 'no _tag'})`);
    }
  }
}
