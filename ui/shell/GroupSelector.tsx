import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useService } from '../app/ServicesProvider';
import { GroupSwitch } from './group-switch';
import { ShellStore } from './shell-store';
import { DisclosureMenu } from './DisclosureMenu';
import { SHELL_COPY } from './shell-copy';

/**
 * The header's group selector (spec sections 2 and 4): offered only with more than one group; names cut
 * at 10 characters plus an ellipsis; each plan reads 'groupId groupName: effective - end' with 'present'
 * for an end in the future. Choosing another plan logs out of the current group, switches and routes on.
 */
export interface GroupSelectorProps {
  readonly variant?: 'bar' | 'drawer';
}

export const GroupSelector = observer(function GroupSelector({ variant = 'bar' }: GroupSelectorProps) {
  const shell = useService(ShellStore);
  const groupSwitch = useService(GroupSwitch);
  const headingId = useId();
  const switcher = shell.groups;
  if (switcher === null || !switcher.offered) return null;
  const current = switcher.current;
  return (
    <DisclosureMenu
      className={`group-selector group-selector--${variant}`}
      buttonClassName="group-selector__button"
      panelClassName="group-selector__panel"
      title={current?.groupName}
      label={
        <span className="group-selector__label">
          <span className="group-selector__caption">{SHELL_COPY.groupSelectorCaption}</span>
          <span className="group-selector__name">{current?.shortName ?? SHELL_COPY.groupSelectorHint}</span>
        </span>
      }
    >
      <div>
          <p id={headingId} className="disclosure__heading">
            {SHELL_COPY.groupSelectorListLabel}
          </p>
          <ul className="group-selector__list" aria-labelledby={headingId}>
            {switcher.options.map((option) => (
              <li key={option.groupId}>
                <button
                  type="button"
                  className="group-option"
                  aria-current={option.current ? 'true' : undefined}
                  disabled={shell.switchingGroup}
                  data-menu-close={option.current ? 'focus' : 'true'}
                  onClick={() => {
                    if (!option.current) void groupSwitch.switchTo(option.groupId);
                  }}
                >
                  <span className="group-option__name" translate="no">
                    {option.shortName}
                  </span>
                  <span className="group-option__line">{option.planLine}</span>
                  {(option.current || option.inactive) && (
                    <span className="group-option__badges">
                      {option.current && <span className="badge badge--current">{SHELL_COPY.currentPlan}</span>}
                      {option.inactive && <span className="badge badge--inactive">{SHELL_COPY.inactivePlan}</span>}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
      </div>
    </DisclosureMenu>
  );
});
