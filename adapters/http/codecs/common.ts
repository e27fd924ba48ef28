import * as t from 'io-ts';

/**
 * Shared building blocks for the wire codecs. Every codec's static type is checked against its domain
 * type in both directions (`Same`), so a field added to the domain without a codec change fails the
 * build instead of silently passing unchecked data through.
 */

/** true when A and B are mutually assignable, false otherwise, so `const _check: Same<A, B> = true` fails to compile. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const nullable = <C extends t.Mixed>(codec: C, name?: string): t.UnionC<[C, t.NullC]> =>
  t.union([codec, t.null], name ?? `${codec.name} | null`);

export const DomainIdCodec = t.union([t.literal(1), t.literal(2), t.literal(5)], 'DomainId');

/** The language of an insurer's texts in an answer (the one asked for when the insurer has the text in it, else English). */
export const TextLanguageCodec = t.keyof({ en: null, es: null }, 'TextLanguage');

export const YesNoCodec = t.keyof({ Y: null, N: null }, 'YesNo');

/** A codec whose wire form differs from its domain form, with the wire's codec kept for the API reference. */
export type MappedType<A, O> = t.Type<A, O, unknown> & {
  readonly wire: t.Decoder<unknown, unknown>;
  /** The codec of the wire's properties other than those `wire` names (medical benefits keyed by tier name). */
  readonly otherProperties?: t.Mixed;
};

/**
 * A codec whose wire form differs from the domain form: decodes with `wire` and maps the result, encodes
 * back. Used for the shapes the wire contract names as exceptions (medical benefits, calendars).
 */
export function mapped<W, O, A>(
  name: string,
  wire: t.Type<W, O, unknown>,
  is: (u: unknown) => u is A,
  toDomain: (w: W, context: t.Context) => t.Validation<A>,
  toWire: (a: A) => O,
  otherProperties?: t.Mixed,
): MappedType<A, O> {
  const codec = new t.Type<A, O, unknown>(
    name,
    is,
    (input, context) => {
      const decoded = wire.validate(input, context);
      return decoded._tag === 'Left' ? decoded : toDomain(decoded.right, context);
    },
    toWire,
  );
  return Object.assign(codec, { wire, ...(otherProperties !== undefined && { otherProperties }) });
}
