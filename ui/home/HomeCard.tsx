import type { ReactNode } from 'react';
import { Icon, type IconName } from '../components/Icon';

/** A card of /home: its badge and heading (which names the card), then what it says. */
export function HomeCard({
  id,
  icon,
  title,
  testId,
  variant,
  children,
}: {
  /** The heading's id, which labels the card. */
  readonly id: string;
  readonly icon: IconName;
  readonly title: ReactNode;
  readonly testId: string;
  /** 'member' and 'accent' cards stand out of the grid. */
  readonly variant?: 'member' | 'accent' | undefined;
  readonly children: ReactNode;
}) {
  return (
    <section className={variant === undefined ? 'card home-card' : `card home-card home-card--${variant}`} aria-labelledby={id} data-testid={testId}>
      <div className="home-card__header">
        <span className="home-card__badge" aria-hidden="true">
          <Icon name={icon} size={22} />
        </span>
        <h2 id={id} className="card__title">
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}
