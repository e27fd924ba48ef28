import { describe, expect, it } from 'vitest';
import { originAllowListed, safeLinkHref } from './external-links';

const ALLOW = ['https://portal.example.com', 'http://localhost:5173/anything'];

describe('safeLinkHref', () => {
  it('renders https addresses as they are', () => {
    expect(safeLinkHref('https://www.healthcare.gov', [])).toBe('https://www.healthcare.gov/');
  });

  it('renders paths on the dashboard site', () => {
    expect(safeLinkHref('/gateway/documents/outline.pdf', [])).toBe('/gateway/documents/outline.pdf');
  });

  it('renders plain http only on an allow-listed origin', () => {
    expect(safeLinkHref('http://localhost:5173/ebill', ALLOW)).toBe('http://localhost:5173/ebill');
    expect(safeLinkHref('http://shop.example.com', ALLOW)).toBeNull();
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example.com/x', 'https://user:pw@bank.example.com', 'not a url', '', null])(
    'drops %s',
    (url) => {
      expect(safeLinkHref(url, ALLOW)).toBeNull();
    },
  );
});

describe('originAllowListed', () => {
  it('accepts only allow-listed origins', () => {
    expect(originAllowListed('https://portal.example.com/ebill?x=1', ALLOW)).toBe(true);
    expect(originAllowListed('https://portal.example.com.evil.test/ebill', ALLOW)).toBe(false);
    expect(originAllowListed('javascript:alert(1)', ALLOW)).toBe(false);
    expect(originAllowListed('/relative', ALLOW)).toBe(false);
  });
});
