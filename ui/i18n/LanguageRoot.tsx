import { createContext, Fragment, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { LanguagePreference } from '../../application/ports/language-preference';
import type { Language } from '../../domain/copy/language';
import { putLanguageInForce } from './start-language';

interface LanguageChoice {
  readonly language: Language;
  readonly choose: (language: Language) => Promise<void>;
}

const LanguageContext = createContext<LanguageChoice>({ language: 'en', choose: async () => {} });

export function useLanguage(): LanguageChoice {
  return useContext(LanguageContext);
}

/**
 * Holds the language of the page. Its children are keyed by the language, so a new choice renders every
 * text again from the catalogues now in force (what a form holds that was not saved is typed again).
 */
export function LanguageRoot({ initial, preference, children }: { readonly initial: Language; readonly preference: LanguagePreference; readonly children: ReactNode }) {
  const [language, setLanguage] = useState(initial);
  const choose = useCallback(
    async (next: Language) => {
      await putLanguageInForce(next, preference);
      preference.remember(next);
      setLanguage(next);
    },
    [preference],
  );
  const choice = useMemo(() => ({ language, choose }), [language, choose]);
  return (
    <LanguageContext.Provider value={choice}>
      <Fragment key={language}>{children}</Fragment>
    </LanguageContext.Provider>
  );
}
