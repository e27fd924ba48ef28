import { describe, expect, it } from 'vitest';
import { contactGroups } from '../copy/contact-copy';
import { DOMAIN_IDS } from '../model';
import { brandConfig, DEFAULT_DOMAIN_ID, isProvidence, parseDomainId } from './brands';

describe('brandConfig', () => {
  it('gives every brand the spec defaults unless it differs', () => {
    for (const domainId of DOMAIN_IDS) {
      const brand = brandConfig(domainId);
      expect(brand.domainId).toBe(domainId);
      expect(brand.handbooksLabel).toBe('Member Handbooks');
      expect(brand.handbooksPath).toBe('/handbooks');
      expect(brand.defaultRedirect).toBe('/login');
      expect(brand.name).not.toBe('');
      expect(contactGroups(domainId).length).toBeGreaterThan(0);
    }
  });

  it('uses the medical-dental theme by default', () => {
    expect(brandConfig(DEFAULT_DOMAIN_ID).themeId).toBe('medical-dental');
    expect(DEFAULT_DOMAIN_ID).toBe(1);
  });

  it('sets Providence apart: no login links, its own logout page, no eBill, no logged-out menus, no 401 login', () => {
    const providence = brandConfig(5);
    expect(providence).toMatchObject({
      showLoginLinks: false,
      providenceLogoutPage: true,
      ebillAvailable: false,
      loggedOutMenus: false,
      unauthorisedGoesToLogin: false,
    });
    for (const domainId of [1, 2] as const) {
      expect(brandConfig(domainId)).toMatchObject({
        showLoginLinks: true,
        providenceLogoutPage: false,
        ebillAvailable: true,
        loggedOutMenus: true,
        unauthorisedGoesToLogin: true,
      });
    }
    expect(isProvidence(5)).toBe(true);
    expect(isProvidence(2)).toBe(false);
  });

  it('gives Summit two contact groups and the main brand the medical to TTY groups', () => {
    expect(contactGroups(2)).toHaveLength(2);
    expect(contactGroups(1).map((group) => group.title)).toEqual([
      'Account access', 'Medical', 'Dental', 'Pharmacy', 'Medicare Advantage', 'Medicare Pharmacy', 'TTY',
    ]);
    const texas = contactGroups(1).filter((group) => group.lines.some((line) => line.label === 'Texas'));
    expect(texas.map((group) => group.title)).toEqual(['Medical', 'Pharmacy']);
  });
});

describe('parseDomainId', () => {
  it.each([
    [1, 1], [2, 2], [5, 5], ['1', 1], [' 5 ', 5],
    [3, null], ['3', null], ['', null], ['five', null], [1.5, null], [null, null], [undefined, null], [{}, null], ['1e0', null],
  ] as const)('%j is %j', (value, expected) => {
    expect(parseDomainId(value)).toBe(expected);
  });
});
