import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { MedicalBenefitsWireCodec } from '../../../adapters/http/codecs/benefits';
import { nullable } from '../../../adapters/http/codecs/common';
import { QueryDate, QueryInteger } from '../../../adapters/http/endpoint';
import { codecSchema } from './codec-schema';

describe('codecSchema', () => {
  it('closes objects, requires what t.type requires and nothing t.partial names', () => {
    expect(codecSchema(t.intersection([t.type({ id: t.string }), t.partial({ note: nullable(t.string) })]))).toEqual({
      type: 'object',
      properties: { id: { type: 'string' }, note: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
      required: ['id'],
      additionalProperties: false,
    });
  });

  it('turns literals and keyofs into enums, arrays and records into their JSON forms', () => {
    expect(codecSchema(t.union([t.literal(1), t.literal(2), t.literal(5)]))).toEqual({ enum: [1, 2, 5] });
    expect(codecSchema(t.keyof({ Y: null, N: null }))).toEqual({ type: 'string', enum: ['Y', 'N'] });
    expect(codecSchema(t.readonlyArray(t.number))).toEqual({ type: 'array', items: { type: 'number' } });
    expect(codecSchema(t.record(t.string, t.boolean))).toEqual({ type: 'object', additionalProperties: { type: 'boolean' } });
  });

  it('describes a mapped codec by its wire form, the medical benefits keyed by tier name', () => {
    const schema = codecSchema(MedicalBenefitsWireCodec);
    expect(schema['required']).toEqual(['asOfDate', 'tiers']);
    expect(schema['additionalProperties']).toMatchObject({ type: 'object', additionalProperties: false });
  });

  it('knows the query parameters and refuses a codec it cannot describe', () => {
    expect(codecSchema(QueryInteger)).toEqual({ type: 'integer' });
    expect(codecSchema(QueryDate)).toEqual({ type: 'string', format: 'date' });
    const opaque = new t.Type<string, string, unknown>('Opaque', t.string.is, t.string.validate, t.identity);
    expect(() => codecSchema(opaque)).toThrow(/Opaque/);
  });
});
