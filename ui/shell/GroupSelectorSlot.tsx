import { observer } from 'mobx-react-lite';
import { laterComponent, useLaterComponent } from '../app/later-component';
import { useService } from '../app/ServicesProvider';
import type { GroupSelectorProps } from './GroupSelector';
import { ShellStore } from './shell-store';

const selector = laterComponent(() => import('./GroupSelector').then((module) => module.GroupSelector));

/**
 * Where the group selector goes. Few members have more than one group, so its code is a chunk of its own,
 * downloaded once the account state says the selector is offered; the header keeps it to the left of the
 * greeting, so nothing on screen moves when it arrives (ui/themes/shell.css).
 */
export const GroupSelectorSlot = observer(function GroupSelectorSlot({ variant }: GroupSelectorProps) {
  const offered = useService(ShellStore).groups?.offered === true;
  const Selector = useLaterComponent(selector, offered);
  return Selector === null ? null : <Selector variant={variant} />;
});
