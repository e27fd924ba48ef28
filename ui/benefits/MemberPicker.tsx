import type { Member } from '../../domain/model';
import { SelectField } from '../components/SelectField';
import { BENEFITS_COPY } from './benefits-copy';
import { relationshipOf } from '../../domain/rules/member-account';

type Props = {
  readonly members: readonly Member[];
  readonly selected: Member | null;
  readonly onSelect: (suffix: number) => void;
};

/** Whose benefits to show: a select when the viewer may see several members, a plain line otherwise. */
export function MemberPicker({ members, selected, onSelect }: Props) {
  if (selected === null) return null;
  if (members.length < 2) {
    return (
      <p className="benefits-toolbar__member">
        <span className="benefits-toolbar__label">{BENEFITS_COPY.memberLabel}</span> {selected.firstName} {selected.lastName}
      </p>
    );
  }
  return (
    <SelectField
      className="benefits-toolbar__field"
      label={BENEFITS_COPY.memberLabel}
      value={String(selected.memberSuffix)}
      options={members.map((member) => ({
        value: String(member.memberSuffix),
        label: `${member.firstName} ${member.lastName} (${relationshipOf(member)})`,
      }))}
      onValueChange={(suffix) => onSelect(Number(suffix))}
    />
  );
}
