import { inject, injectable } from 'inversify';
import { SelectGroup } from '../../application/session/select-group';
import { NotificationStore } from '../stores/notification-store';
import { SessionStore } from '../stores/session-store';
import { ShellStore } from './shell-store';

/**
 * The header's group switcher (spec section 4): leaves the current group's session, switches
 * (POST /api/group-selection) and lets post-login routing take the member on, as after a login. The new
 * group's token is another member's: the session store then starts every store of the session again
 * (the shell's chat included) and the pages with them, so nothing of the previous plan stays on show. It
 * comes with the group selector's chunk, which only a member offered more than one group downloads; the
 * shell store keeps whether a switch is under way, which the whole shell shows.
 */
@injectable()
export class GroupSwitch {
  constructor(
    @inject(ShellStore) private readonly shell: ShellStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(NotificationStore) private readonly notifications: NotificationStore,
    @inject(SelectGroup) private readonly selectGroup: SelectGroup,
  ) {}

  async switchTo(groupId: string): Promise<void> {
    if (this.shell.switchingGroup) return;
    this.shell.markSwitchingGroup(true);
    const outcome = await this.selectGroup.execute(groupId);
    this.session.refresh();
    this.shell.markSwitchingGroup(false);
    if (outcome.kind === 'error') {
      this.session.fail(outcome.error);
      return;
    }
    if (outcome.kind === 'failed') {
      this.notifications.notify({ message: outcome.message, status: 'error' });
      return;
    }
    if (this.session.authorised) this.shell.sync();
  }
}
