import fc from 'fast-check';
import * as t from 'io-ts';

/**
 * Valid wire payloads generated from a codec's own structure, so that every codec gets property tests
 * without a hand-written generator that could drift from it. Custom codecs (wire shapes mapped onto
 * domain shapes) have no structure to read: pass their generators in `custom`.
 */

/** Object keys that JSON and plain objects do not treat alike; a record keyed by them is not a payload. */
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export const jsonKey = (): fc.Arbitrary<string> => fc.string({ maxLength: 12 }).filter((key) => !RESERVED_KEYS.has(key));

/** Finite numbers as JSON carries them: -0 would come back as 0. */
export const jsonNumber = (): fc.Arbitrary<number> =>
  fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })).map((n) => (Object.is(n, -0) ? 0 : n));

/** Any JSON value as it arrives off the wire (fast-check's jsonValue may hold -0, which JSON text cannot). */
export const wireJson = (): fc.Arbitrary<unknown> => fc.jsonValue().map((value): unknown => JSON.parse(JSON.stringify(value)));

export function arbitraryFor(codec: t.Mixed, custom: ReadonlyMap<t.Mixed, fc.Arbitrary<unknown>> = new Map()): fc.Arbitrary<unknown> {
  const known = custom.get(codec);
  if (known !== undefined) return known;
  const derive = (inner: t.Mixed): fc.Arbitrary<unknown> => arbitraryFor(inner, custom);

  if (codec instanceof t.StringType) return fc.string({ maxLength: 20 });
  if (codec instanceof t.NumberType) return jsonNumber();
  if (codec instanceof t.BooleanType) return fc.boolean();
  if (codec instanceof t.NullType) return fc.constant(null);
  if (codec instanceof t.LiteralType) return fc.constant(field(codec, 'value'));
  if (codec instanceof t.KeyofType) return fc.constantFrom(...Object.keys(record(field(codec, 'keys'))));
  if (codec instanceof t.UnknownType) return wireJson();
  if (codec instanceof t.AnyDictionaryType) return fc.dictionary(jsonKey(), wireJson(), { maxKeys: 3, noNullPrototype: true });
  if (codec instanceof t.ReadonlyType) return derive(inner(codec, 'type'));
  if (codec instanceof t.ArrayType || codec instanceof t.ReadonlyArrayType) return fc.array(derive(inner(codec, 'type')), { maxLength: 3 });
  if (codec instanceof t.DictionaryType) {
    return fc.dictionary(jsonKey(), derive(inner(codec, 'codomain')), { maxKeys: 3, noNullPrototype: true });
  }
  if (codec instanceof t.InterfaceType || codec instanceof t.PartialType) {
    const fields = Object.fromEntries(
      Object.entries(record(field(codec, 'props'))).map(([key, prop]) => [key, derive(asCodec(prop, `${codec.name}.${key}`))]),
    );
    return codec instanceof t.InterfaceType ? fc.record(fields) : fc.record(fields, { requiredKeys: [] });
  }
  if (codec instanceof t.UnionType) return fc.oneof(...members(codec).map(derive));
  if (codec instanceof t.IntersectionType) {
    return fc
      .tuple(...members(codec).map(derive))
      .map((values): Record<string, unknown> => Object.fromEntries(values.filter(isObject).flatMap((part) => Object.entries(part))));
  }
  throw new Error(`no generator for codec ${codec.name}: pass one in 'custom'`);
}

// io-ts exposes a codec's parts with `any` types; reading them as unknown and checking keeps this typed.

function field(codec: t.Mixed, key: string): unknown {
  const value: unknown = Reflect.get(codec, key);
  return value;
}

function asCodec(value: unknown, where: string): t.Mixed {
  if (value instanceof t.Type) return value;
  throw new Error(`${where} is not a codec`);
}

function inner(codec: t.Mixed, key: string): t.Mixed {
  return asCodec(field(codec, key), `${codec.name}.${key}`);
}

function members(codec: t.Mixed): t.Mixed[] {
  const types = field(codec, 'types');
  if (!Array.isArray(types)) throw new Error(`${codec.name} has no member codecs`);
  return types.map((member: unknown, index) => asCodec(member, `${codec.name}[${index}]`));
}

function record(value: unknown): Readonly<Record<string, unknown>> {
  if (!isObject(value)) throw new Error('expected an object');
  return Object.fromEntries(Object.entries(value));
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}
