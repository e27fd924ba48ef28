import { createContext, Fragment, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { LanguagePreference } from '../../application/ports/language-preference';
import type { Language } from '../../domain/copy/language';
import { ScreenStores, ScreenStoresContext } from '../app/screen-stores';
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
 * text again from the catalogues now in force. The page's screen stores are carried over to that rendering
 * (ScreenStores): what the member typed and what was loaded stay.
 */
export function LanguageRoot({ initial, preference, children }: { readonly initial: Language; readonly preference: LanguagePreference; readonly children: ReactNode }) {
  const [language, setLanguage] = useState(initial);
  const [screens] = useState(() => new ScreenStores());
  const choose = useCallback(
    async (next: Language) => {
      await putLanguageInForce(next, preference);
      preference.remember(next);
      if (next !== language) screens.carryOver();
      setLanguage(next);
    },
    [language, preference, screens],
  );
  // Runs after the screens of the new rendering have taken their stores back.
  useEffect(() => screens.settle(), [language, screens]);
  const choice = useMemo(() => ({ language, choose }), [language, choose]);
  return (
    <LanguageContext.Provider value={choice}>
      <ScreenStoresContext.Provider value={screens}>
        <Fragment key={language}>{children}</Fragment>
      </ScreenStoresContext.Provider>
    </LanguageContext.Provider>
  );
}
