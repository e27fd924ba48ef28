import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { ChatConfig } from '../../../domain/model';
import { chatAvailable } from '../../../domain/rules/chat';
import { ResolveChat } from '../../../application/shell/load-shell-content';
import type { MemberWorld } from '../../support/world';

/* Chat (spec section 3): the member's chat configuration, as the shell resolves it, and the rule itself. */

const OFFERED = 'chat.offered';
const SETTINGS = 'chat.settings';

When('their chat settings are looked at', async function (this: MemberWorld) {
  const chat = await this.app().get(ResolveChat).execute();
  this.remember(OFFERED, chat.kind === 'available');
});

Given('chat settings that {} and name the chat service {string}', function (this: MemberWorld, display: string, host: string) {
  assert.ok(display === 'show chat' || display === 'do not show chat', `unknown display ${display}`);
  const settings: ChatConfig = { host, bus: 'member', poc: 'web', displayChat: display === 'show chat', mappedGroupId: null };
  this.remember(SETTINGS, settings);
});

When('the chat settings are checked against the known chat service {string}', function (this: MemberWorld, known: string) {
  this.remember(OFFERED, chatAvailable(this.recall<ChatConfig>(SETTINGS), known));
});

Then(/^chat is (offered|not offered)$/, function (this: MemberWorld, offered: string) {
  assert.equal(this.recall<boolean>(OFFERED), offered === 'offered');
});
