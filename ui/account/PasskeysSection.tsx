import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { Passkey } from '../../domain/model';
import { formatBannerDate } from '../../domain/rules/formats';
import { passkeyDay } from '../../domain/rules/passkeys';
import { useScreenStore } from '../app/ServicesProvider';
import { Form } from '../components/Form';
import { FreshCheckField } from '../components/FreshCheckField';
import { FRESH_CHECK_COPY } from '../components/fresh-check-copy';
import { Modal } from '../components/Modal';
import { Spinner } from '../components/Spinner';
import { TextField } from '../components/TextField';
import { useFocusWhenChanged } from '../components/use-focus-when-changed';
import { PASSKEYS_COPY } from './passkeys-copy';
import { PasskeysStore } from './passkeys-store';

const dayOf = (instant: string): string => formatBannerDate(passkeyDay(instant));


/**
 * The passkeys section of /account/security: each passkey with when it was added and last used, renamed in
 * place and removed after a confirmation (and the fresh check, when the gateway asks for it); a new one is
 * named, then created by the browser (the member unlocks their device).
 */
export const PasskeysSection = observer(function PasskeysSection({ passkeys }: { readonly passkeys: readonly Passkey[] }) {
  const store = useScreenStore(PasskeysStore);
  // The list the settings gave is shown at once; the store keeps it from then on, with the member's changes.
  useEffect(() => store.show(passkeys), [store, passkeys]);
  const list = store.passkeys ?? passkeys;
  // Focus after a change took away what the member pressed: a passkey renamed (or its renaming left) gives it
  // back to that passkey's Rename button, and a passkey removed to the section's title.
  useFocusWhenChanged(store.renamingId, (before, now) => (before !== null && now === null ? `passkey-rename-${before}` : null));
  useFocusWhenChanged(list.length, (before, now) => (now < before ? 'passkeys-title' : null));
  return (
    <section className="card account-card" aria-labelledby="passkeys-title" data-testid="passkeys">
      <h2 id="passkeys-title" className="card__title" tabIndex={-1}>
        {PASSKEYS_COPY.title}
      </h2>
      <p>{PASSKEYS_COPY.intro}</p>
      {list.length === 0 ? (
        <p>{PASSKEYS_COPY.none}</p>
      ) : (
        <ul aria-label={PASSKEYS_COPY.listLabel} className="passkey-list">
          {list.map((passkey) => (
            <li key={passkey.id} className="passkey-list__item">
              {store.renamingId === passkey.id ? (
                <Form onSubmit={() => void store.saveRename()}>
                  <TextField
                    label={PASSKEYS_COPY.renameLabel}
                    name="passkey-name"
                    // The member asked to rename this passkey: its name is what they edit next.
                    autoFocus
                    autoComplete="off"
                    maxLength={60}
                    value={store.newName}
                    error={store.renameSaid.text ?? undefined}
                    onValueChange={(value) => store.setNewName(value)}
                  />
                  <button type="submit" className="button button--primary" aria-disabled={store.renaming || undefined}>
                    {PASSKEYS_COPY.save}
                  </button>{' '}
                  <button type="button" className="button" onClick={() => store.cancelRename()}>
                    {PASSKEYS_COPY.cancel}
                  </button>
                </Form>
              ) : (
                <>
                  <p className="passkey-list__name" translate="no">
                    <strong>{passkey.name}</strong>
                  </p>
                  <p>
                    {PASSKEYS_COPY.added(dayOf(passkey.createdAt))}.{' '}
                    {passkey.lastUsedAt === null ? PASSKEYS_COPY.neverUsed : PASSKEYS_COPY.lastUsed(dayOf(passkey.lastUsedAt))}.
                  </p>
                  <button id={`passkey-rename-${passkey.id}`} type="button" className="button button--link" onClick={() => store.startRename(passkey)}>
                    {PASSKEYS_COPY.rename(passkey.name)}
                  </button>{' '}
                  <button type="button" className="button button--link" onClick={() => store.askRemove(passkey)}>
                    {PASSKEYS_COPY.remove(passkey.name)}
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <Form onSubmit={() => void store.add()}>
        <TextField
          label={PASSKEYS_COPY.nameLabel}
          hint={PASSKEYS_COPY.nameHint}
          name="new-passkey-name"
          autoComplete="off"
          maxLength={60}
          value={store.name}
          error={store.nameSaid.text ?? undefined}
          onValueChange={(value) => store.setName(value)}
        />
        {store.addSaid.text !== null && (
          <div className="banner banner--error" role="alert">
            <p>{store.addSaid.text}</p>
          </div>
        )}
        <button type="submit" className="button button--primary" aria-disabled={store.adding || undefined}>
          {PASSKEYS_COPY.add}
        </button>
        {store.adding && <Spinner label={PASSKEYS_COPY.adding} />}
      </Form>
      <Modal
        open={store.removing !== null}
        title={PASSKEYS_COPY.removeTitle}
        primaryLabel={store.freshCheck.check === null ? PASSKEYS_COPY.removeConfirm : FRESH_CHECK_COPY.confirm}
        cancelLabel={PASSKEYS_COPY.keep}
        tone="danger"
        busy={store.removeBusy}
        onClose={(result) => store.closeRemoveDialog(result)}
      >
        <p>{PASSKEYS_COPY.removeIntro(store.removing?.name ?? '')}</p>
        <FreshCheckField prompt={store.freshCheck} />
        {store.removeSaid.text !== null && (
          <div className="banner banner--error" role="alert">
            <p>{store.removeSaid.text}</p>
          </div>
        )}
      </Modal>
    </section>
  );
});
