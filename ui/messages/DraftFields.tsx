import { observer } from 'mobx-react-lite';
import { FilePicker } from '../components/FilePicker';
import type { AttachmentsDraft } from './attachments-draft';
import { MESSAGES_COPY } from './messages-copy';

/**
 * A draft's files: the shared picker (PDF, JPEG or PNG, 10 MB each, 5 a message) over the draft, which
 * checks and uploads each file and says by name what it refused.
 */
export const FilesField = observer(function FilesField({ draft, name }: { readonly draft: AttachmentsDraft; readonly name: string }) {
  const refusals = draft.refusals;
  return (
    <FilePicker
      name={name}
      label={MESSAGES_COPY.filesLabel}
      hint={MESSAGES_COPY.filesHint}
      error={refusals.length === 0 ? undefined : refusals.join(' ')}
      files={draft.files}
      attaching={draft.attaching}
      multiple
      onPick={(files) => void draft.add(files)}
      onRemove={(attachmentId) => draft.remove(attachmentId)}
    />
  );
});
