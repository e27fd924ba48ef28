import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TierTab {
  readonly id: string;
  readonly label: string;
}

type Props = {
  readonly label: string;
  readonly tiers: readonly TierTab[];
  readonly selected: string | null;
  readonly onSelect: (tierId: string) => void;
  readonly children: ReactNode;
};

/**
 * Network tiers as an accessible tablist (WAI-ARIA tabs, automatic activation): arrow keys, Home and End
 * move between tabs, only the selected tab is in the tab order, and the panel is labelled by its tab.
 */
export function TierTabs({ label, tiers, selected, onSelect, children }: Props) {
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = tiers.find((tier) => tier.id === selected) ?? tiers[0];
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tiers.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1) : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1) : event.key === 'Home' ? 0 : event.key === 'End' ? last : null;
    if (next === null) return;
    event.preventDefault();
    const tier = tiers[next];
    if (tier === undefined) return;
    onSelect(tier.id);
    refs.current[next]?.focus();
  };

  if (current === undefined) return null;
  return (
    <div className="tier-tabs">
      <div role="tablist" aria-label={label} className="tier-tabs__list">
        {tiers.map((tier, index) => {
          const active = tier.id === current.id;
          return (
            <button
              key={tier.id}
              ref={(element) => {
                refs.current[index] = element;
              }}
              id={tabId(tier.id)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={panelId}
              tabIndex={active ? 0 : -1}
              className={active ? 'tier-tabs__tab tier-tabs__tab--active' : 'tier-tabs__tab'}
              onClick={() => onSelect(tier.id)}
              onKeyDown={(event) => move(event, index)}
            >
              {tier.label}
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(current.id)} tabIndex={0} className="tier-tabs__panel">
        {children}
      </div>
    </div>
  );
}
