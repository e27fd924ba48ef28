import { createAtom, runInAction } from 'mobx';
import { watchLanguage } from '../../domain/copy/localized';

/**
 * The member app's stores and views word their texts from the catalogues; MobX hears each reading through
 * this atom, so a change of language re-derives every computed value that worded something (a form's
 * messages) and renders every observer again. Installed once, when the core loads.
 */
export function observeLanguage(): void {
  const language = createAtom('language');
  watchLanguage({
    read: () => language.reportObserved(),
    changed: () => runInAction(() => language.reportChanged()),
  });
}
