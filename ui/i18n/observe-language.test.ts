import { autorun, makeAutoObservable } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { putInForce, watchLanguage } from '../../domain/copy/localized';
import { COMPONENTS_COPY } from '../components/components-copy';
import { observeLanguage } from './observe-language';
import { SPANISH } from './spanish';

class Panel {
  open = false;
  constructor() {
    makeAutoObservable(this);
  }
  openIt(): void {
    this.open = true;
  }
  /** A computed value worded from a catalogue, as a store's messages are. */
  get action(): string {
    return this.open ? COMPONENTS_COPY.close : COMPONENTS_COPY.show;
  }
}

describe('observeLanguage', () => {
  afterEach(() => {
    putInForce('en', {});
    watchLanguage(null);
  });

  it('words a computed value again, and runs its observers again, when the language changes', () => {
    observeLanguage();
    const panel = new Panel();
    const seen: string[] = [];
    const stop = autorun(() => seen.push(panel.action));
    putInForce('es', SPANISH);
    panel.openIt();
    putInForce('en', {});
    stop();
    expect(seen).toEqual(['Show', 'Mostrar', 'Cerrar', 'Close']);
  });
});
