import type { PickedFile } from '../../application/shared/attach-file';
import { COMPONENTS_COPY } from './components-copy';
import { useFieldIds } from './FieldNotes';
import { LabelledField } from './LabelledField';
import { pickedFile } from './picked-file';
import { Spinner } from './Spinner';
import './file-picker.css';

/** What the attach rules take: PDF, JPEG and PNG files (domain/rules/attachments.ts checks the content). */
const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

const megabytes = (bytes: number): string => (bytes / (1024 * 1024)).toFixed(1);

/**
 * A labelled file picker (a secure message's files, an appeal's documents): the picker, the file being
 * attached, the files attached with a way to remove each, and what was refused, as the field's error. The
 * picker is emptied after each pick, so that the same file can be picked again after it was removed.
 */
export function FilePicker({
  name,
  label,
  hint,
  error,
  files,
  attaching,
  multiple = false,
  onPick,
  onRemove,
}: {
  readonly name: string;
  readonly label: string;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  readonly files: readonly { readonly attachmentId: string; readonly fileName: string; readonly size: number }[];
  /** The name of the file being attached, if any: the picker waits for it. */
  readonly attaching: string | null;
  readonly multiple?: boolean;
  readonly onPick: (files: PickedFile[]) => void;
  readonly onRemove: (attachmentId: string) => void;
}) {
  const ids = useFieldIds(hint, error);
  return (
    <LabelledField
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      after={
        <>
          {attaching !== null && <Spinner inline label={COMPONENTS_COPY.attaching(attaching)} />}
          {files.length > 0 && (
            <ul className="file-picker__files" aria-label={COMPONENTS_COPY.attachedList} data-testid="attached-files">
              {files.map((file) => (
                <li key={file.attachmentId} className="file-picker__file">
                  <span>
                    {file.fileName} ({COMPONENTS_COPY.fileSize(megabytes(file.size))})
                  </span>
                  <button type="button" className="button button--small button--ghost" onClick={() => onRemove(file.attachmentId)}>
                    {COMPONENTS_COPY.removeFile(file.fileName)}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      }
    >
      <input
        id={ids.id}
        name={name}
        type="file"
        multiple={multiple}
        accept={ACCEPT}
        className="field__input file-picker__input"
        aria-invalid={error !== undefined}
        aria-describedby={ids.describedBy}
        disabled={attaching !== null}
        onChange={(event) => {
          const input = event.currentTarget;
          const picked = [...(input.files ?? [])].map(pickedFile);
          input.value = '';
          if (picked.length > 0) onPick(picked);
        }}
      />
    </LabelledField>
  );
}
