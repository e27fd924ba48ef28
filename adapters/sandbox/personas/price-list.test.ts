import { describe, expect, it } from 'vitest';
import { DENTAL_PLANS, MEDICAL_PLANS } from './plan-catalogue';
import { dentalCostSharing, medicalCostSharing, negotiatedRate, PRICE_SEARCH_LIMIT, PRICED_SERVICES, searchPrices } from './price-list';

describe('the sandbox price list', () => {
  it('lists about eighty medical and dental services, each code once, in its code system', () => {
    expect(PRICED_SERVICES.length).toBeGreaterThanOrEqual(75);
    expect(PRICED_SERVICES.length).toBeLessThanOrEqual(90);
    expect(new Set(PRICED_SERVICES.map((row) => row.service.code)).size).toBe(PRICED_SERVICES.length);
    for (const { service } of PRICED_SERVICES) {
      const pattern = { CPT: /^\d{5}$/, HCPCS: /^[A-Z]\d{4}$/, CDT: /^D\d{4}$/ }[service.codeSystem];
      expect(service.code).toMatch(pattern);
      expect(service.category === 'dental').toBe(service.codeSystem === 'CDT');
    }
  });

  it('finds a service by its code at every provider that performs it, nearest first', () => {
    const found = searchPrices('d1110', '97214');
    expect(found.length).toBeGreaterThan(3);
    expect(new Set(found.map((price) => price.service.code))).toEqual(new Set(['D1110']));
    const miles = found.map((price) => price.distance ?? Number.POSITIVE_INFINITY);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
  });

  it('keeps each negotiated rate within 18% of the typical rate, the same in search and for claims', () => {
    const row = PRICED_SERVICES.find((candidate) => candidate.service.code === '72148');
    for (const price of searchPrices('72148', '97214')) {
      expect(price.negotiatedRate).toBeGreaterThanOrEqual(Math.floor((row?.baseRate ?? 0) * 0.82));
      expect(price.negotiatedRate).toBeLessThanOrEqual(Math.ceil((row?.baseRate ?? 0) * 1.18));
      expect(negotiatedRate({ providerId: null, name: price.providerName }, '72148')).toBe(price.negotiatedRate);
    }
  });

  it('finds the same services searching in Spanish as in English, with or without accents', () => {
    const codes = (search: string) => [...new Set(searchPrices(search, '97214').map((price) => price.service.code))].sort();
    expect(codes('resonancia')).toEqual(codes('MRI'));
    expect(codes('resonancia')).toEqual(['70553', '72148', '73721']);
    expect(codes('resonancia magnetica de la rodilla')).toEqual(['73721']);
    expect(codes('limpieza dental')).toEqual(codes('teeth cleaning'));
    expect(codes('limpieza dental')).toEqual(['D1110', 'D1120']);
    expect(codes('radiografía de tórax')).toEqual(codes('chest x-ray'));
    expect(codes('Endodoncia')).toEqual(codes('root canal'));
  });

  it('answers at most the nearest rows of a broad search, and nothing for a code it does not list', () => {
    expect(searchPrices('family', '97214').length).toBeLessThanOrEqual(PRICE_SEARCH_LIMIT);
    expect(searchPrices('D9972', '97214')).toEqual([]);
  });

  it('derives in-network cost sharing from the plan presets', () => {
    const medical = medicalCostSharing(MEDICAL_PLANS.employerPpo);
    expect(medical.classes).toContainEqual({ sharingClass: 'primary-care-visit', copay: 25, coinsurance: 0, deductibleApplies: false });
    expect(medical.classes).toContainEqual({ sharingClass: 'after-deductible', copay: 0, coinsurance: 0.2, deductibleApplies: true });
    expect(dentalCostSharing(DENTAL_PLANS.groupPpo).classes).toEqual([
      { sharingClass: 'dental-preventive', copay: 0, coinsurance: 0, deductibleApplies: false },
      { sharingClass: 'dental-basic', copay: 0, coinsurance: 0.2, deductibleApplies: true },
      { sharingClass: 'dental-major', copay: 0, coinsurance: 0.5, deductibleApplies: true },
    ]);
  });
});
