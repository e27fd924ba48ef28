import assert from 'node:assert/strict';
import { Given } from '@cucumber/cucumber';
import type { ChatConfig } from '../../../domain/model';
import { chatAvailable } from '../../../domain/rules/chat';
import { ResolveChat } from '../../../application/shell/load-shell-content';
import type { MemberWorld } from '../../support/world';
import { offers, worksOut } from '../shared/screens.steps';

/* Chat (spec section 3): the member's chat configuration, as the shell resolves it, and the rule itself. */

const OFFERED = 'chat.offered';
const SETTINGS = 'chat.settings';


/** The chat service the app knows, and the services a configuration may name, in words. */
const KNOWN_CHAT_HOST = 'chat.cascadehealth.example.com';
const CHAT_SERVICES: Readonly<Record<string, string>> = {
  'the known chat service': KNOWN_CHAT_HOST,
  'the known chat service as a web address': `https://${KNOWN_CHAT_HOST}/`,
  'another chat service': 'chat.attacker.example.net',
  'a look-alike of the known chat service': `${KNOWN_CHAT_HOST}.evil.net`,
  'no chat service': '',
};

// Single-use: the chat settings and their check, which only the chat feature reads.
Given('chat settings that {} and name {}', function (this: MemberWorld, display: string, service: string) {
  assert.ok(display === 'show chat' || display === 'do not show chat', `unknown display ${display}`);
  const host = CHAT_SERVICES[service];
  assert.ok(host !== undefined, `unknown chat service '${service}' (one of: ${Object.keys(CHAT_SERVICES).join('; ')})`);
  const settings: ChatConfig = { host, bus: 'member', poc: 'web', displayChat: display === 'show chat', mappedGroupId: null };
  this.remember(SETTINGS, settings);
});

// The settings the scenario gave, checked against the known chat service; else a signed-in member's own,
// as the shell resolves them.
worksOut('their chat settings', async function (this: MemberWorld) {
  const given = this.recallOr<ChatConfig | undefined>(SETTINGS, undefined);
  if (given !== undefined) {
    this.remember(OFFERED, chatAvailable(given, KNOWN_CHAT_HOST));
    return;
  }
  const chat = await this.app().get(ResolveChat).execute();
  this.remember(OFFERED, chat.kind === 'available');
});

offers('chat', function (this: MemberWorld, offered: boolean) {
  assert.equal(this.recall<boolean>(OFFERED), offered);
});
