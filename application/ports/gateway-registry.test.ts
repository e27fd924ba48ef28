import { describe, expect, it } from 'vitest';
import * as ports from '.';
import { GATEWAY_PORTS } from './gateway-registry';

describe('the gateway registry', () => {
  it('names every gateway port the application declares, once', () => {
    const declared = Object.entries(ports)
      .filter(([name]) => name.endsWith('_GATEWAY'))
      .map(([, token]) => token);
    const registered = Object.values(GATEWAY_PORTS);
    expect(new Set(registered).size).toBe(registered.length);
    expect(new Set(registered)).toEqual(new Set(declared));
  });
});
