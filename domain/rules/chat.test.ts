import { describe, expect, it } from 'vitest';
import type { ChatConfig } from '../model';
import { chatAvailable, chatHostName } from './chat';

const KNOWN = 'chat.cascadehealth.example.com';
const config = (overrides: Partial<ChatConfig> = {}): ChatConfig => ({
  host: KNOWN,
  bus: 'COMMERCIAL',
  poc: 'MEMBER_SERVICES',
  displayChat: true,
  mappedGroupId: '10001234',
  ...overrides,
});

describe('chatAvailable', () => {
  it('starts chat when displayChat is set for the known host', () => {
    expect(chatAvailable(config(), KNOWN)).toBe(true);
    expect(chatAvailable(config({ host: 'https://CHAT.cascadehealth.example.com/widget' }), KNOWN)).toBe(true);
  });

  it('does not start without displayChat, for another host, without a config or without a known host', () => {
    expect(chatAvailable(config({ displayChat: false }), KNOWN)).toBe(false);
    expect(chatAvailable(config({ host: 'chat.evil.example.net' }), KNOWN)).toBe(false);
    expect(chatAvailable(config({ host: 'chat.cascadehealth.example.com.evil.net' }), KNOWN)).toBe(false);
    expect(chatAvailable(null, KNOWN)).toBe(false);
    expect(chatAvailable(config(), null)).toBe(false);
    expect(chatAvailable(config(), '')).toBe(false);
  });
});

describe('chatHostName', () => {
  it('reads a bare host or a URL', () => {
    expect(chatHostName(' Chat.Example.com ')).toBe('chat.example.com');
    expect(chatHostName('https://chat.example.com:8443/x?y')).toBe('chat.example.com');
    expect(chatHostName('')).toBeNull();
    expect(chatHostName('javascript:alert(1)')).toBeNull();
  });
});
