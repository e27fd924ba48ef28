import { COMPONENTS_COPY } from './components-copy';
/** Busy indicator with a text alternative. */
export function Spinner({ label = COMPONENTS_COPY.loading, inline = false }: { label?: string; inline?: boolean }) {
  return (
    <span className={inline ? 'spinner spinner--inline' : 'spinner'} role="status">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
