import { useState } from 'react';
import { LANGUAGE_NAMES, type Language } from '../../domain/copy/language';
import { usePageAlive } from '../components/page-alive';
import { useLanguage } from '../i18n/LanguageRoot';

/**
 * English / Español: offers the language not in force, named in that language (and marked as such, so a
 * screen reader says it right); where room is short (a visitor's header on a narrow phone) it shows the
 * language's code, keeping the name as its accessible name. A language whose texts cannot be downloaded
 * leaves the page as it was. On a login page sent rendered ahead it waits for React, like Log in.
 */
export function LanguageSwitch({ className }: { readonly className: string }) {
  const { language, choose } = useLanguage();
  const [busy, setBusy] = useState(false);
  const alive = usePageAlive();
  const other: Language = language === 'en' ? 'es' : 'en';
  return (
    <button
      type="button"
      className={className}
      lang={other}
      aria-busy={busy}
      disabled={!alive}
      data-testid="language-switch"
      onClick={() => {
        setBusy(true);
        choose(other).catch(() => setBusy(false));
      }}
    >
      <span className="language-switch__full">{LANGUAGE_NAMES[other]}</span>
      <span className="language-switch__short" aria-hidden="true">
        {other.toUpperCase()}
      </span>
    </button>
  );
}
