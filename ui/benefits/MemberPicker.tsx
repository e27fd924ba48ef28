import { useId } from 'react';
import type { Member } from '../../domain/model';
import { BENEFITS_COPY } from './benefits-copy';

type Props = {
  readonly members: readonly Member[];
  readonly selected: Member | null;
  readonly onSelect: (suffix: number) => void;
};

/** Whose benefits to show: a select when the viewer may see several members, a plain line otherwise. */
export function MemberPicker({ members, selected, onSelect }: Props) {
  const id = useId();
  if (selected === null) return null;
  if (members.length < 2) {
    return (
      <p className="benefits-toolbar__member">
        <span className="benefits-toolbar__label">{BENEFITS_COPY.memberLabel}</span> {selected.firstName} {selected.lastName}
      </p>
    );
  }
  return (
    <div className="field benefits-toolbar__field">
      <label htmlFor={id} className="field__label">
        {BENEFITS_COPY.memberLabel}
      </label>
      <select id={id} className="field__input" value={selected.memberSuffix} onChange={(event) => onSelect(Number(event.target.value))}>
        {members.map((member) => (
          <option key={member.memberKey} value={member.memberSuffix}>
            {member.firstName} {member.lastName} ({member.relationshipDescription})
          </option>
        ))}
      </select>
    </div>
  );
}
