import { describe, expect, it } from 'vitest';
import { resolveGateway } from '../../vite.config';

describe('choosing the gateway from VITE_GATEWAY', () => {
  it.each([undefined, '', '  ', 'sandbox'])('runs the sandbox under /gateway when VITE_GATEWAY is %j', (value) => {
    expect(resolveGateway(value)).toEqual({ sandbox: true, gateway: 'sandbox', baseUrl: '/gateway' });
  });

  it('uses a production base URL as given, without a trailing slash', () => {
    expect(resolveGateway('https://gateway.example.org/member/')).toEqual({
      sandbox: false,
      gateway: 'https://gateway.example.org/member',
      baseUrl: 'https://gateway.example.org/member',
    });
  });

  it.each(['production', '/gateway', 'ftp://gateway.example.org'])('refuses %j, which is neither the sandbox nor an http(s) URL', (value) => {
    expect(() => resolveGateway(value)).toThrow(/VITE_GATEWAY/);
  });
});
