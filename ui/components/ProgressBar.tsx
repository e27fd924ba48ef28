import { limitProgress } from '../../domain/rules/limits';
import { formatUsd } from '../../domain/rules/money';
import { COMPONENTS_COPY } from './components-copy';

type Props = {
  readonly label: string;
  /**
   * Ids of the elements that name the bar, when its name holds text in another language (a limit named by
   * the gateway, marked lang="en"): the bar is then labelled by them, each read in its own language.
   */
  readonly labelledBy?: string | undefined;
  readonly met: number;
  readonly total: number;
  /** How amounts read; US dollars by default (spec section 9). */
  readonly format?: ((amount: number) => string) | undefined;
  readonly metLabel?: string | undefined;
  readonly remainingLabel?: string | undefined;
  /** The remaining amount when the service states it; otherwise total minus met (never below 0). */
  readonly remaining?: number | undefined;
};

/**
 * A limit's progress: the bar fills met/total*100 percent (spec section 9) and names Met and Remaining.
 * Exposed as role=progressbar with its percentage, and a text value that reads the amounts.
 */
export function ProgressBar({ label, labelledBy, met, total, format = formatUsd, metLabel = COMPONENTS_COPY.met, remainingLabel = COMPONENTS_COPY.remaining, remaining }: Props) {
  const percent = limitProgress(met, total);
  const left = remaining ?? Math.max(0, total - met);
  const rounded = Math.round(percent);
  return (
    <div className="progress">
      <div
        className="progress__track"
        role="progressbar"
        aria-label={labelledBy === undefined ? label : undefined}
        aria-labelledby={labelledBy}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={`${rounded}%: ${format(met)} ${metLabel.toLowerCase()} of ${format(total)}, ${format(left)} ${remainingLabel.toLowerCase()}`}
      >
        <div className={percent >= 100 ? 'progress__fill progress__fill--complete' : 'progress__fill'} style={{ width: `${percent}%` }} />
      </div>
      <dl className="progress__legend">
        <div className="progress__figure">
          <dt>{metLabel}</dt>
          <dd>{format(met)}</dd>
        </div>
        <div className="progress__figure progress__figure--end">
          <dt>{remainingLabel}</dt>
          <dd>{format(left)}</dd>
        </div>
      </dl>
    </div>
  );
}
