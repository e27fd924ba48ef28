import { useId } from 'react';

/** A field's id and what its input is described by: its hint, then its error, when it has them. */
export interface FieldIds {
  readonly id: string;
  readonly hintId: string;
  readonly errorId: string;
  /** For aria-describedby: the ids of the notes shown, or undefined when there are none. */
  readonly describedBy: string | undefined;
}

export function useFieldIds(hint: string | undefined, error: string | undefined): FieldIds {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const parts = [hint === undefined ? null : hintId, error === undefined ? null : errorId].filter((part) => part !== null);
  return { id, hintId, errorId, describedBy: parts.length === 0 ? undefined : parts.join(' ') };
}

/**
 * The notes under a field: what it expects (its hint) and what is wrong (its error, announced when it
 * appears). The field's input names both in aria-describedby (`useFieldIds`), so they are read with it.
 */
export function FieldNotes({ ids, hint, error }: { ids: FieldIds; hint?: string | undefined; error?: string | undefined }) {
  return (
    <>
      {hint !== undefined && (
        <p id={ids.hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={ids.errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
