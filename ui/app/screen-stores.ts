import { createContext } from 'react';

/**
 * The screen stores of the page on show, so that a rendering of the whole tree in another language hands
 * each screen back the store it held, with what the member typed and what was loaded, instead of a fresh
 * one. One store per kind is on show at a time (a page has one of each).
 */
export class ScreenStores {
  private readonly shown = new Map<unknown, unknown>();
  private carried: ReadonlyMap<unknown, unknown> = new Map();

  /** A screen on show holds its store; the returned function lets go of it when the screen goes. */
  show(id: unknown, store: unknown): () => void {
    this.shown.set(id, store);
    return () => {
      if (this.shown.get(id) === store) this.shown.delete(id);
    };
  }

  /** The store of this kind the page held before it was rendered again, if it is being rendered again. */
  carriedFor(id: unknown): unknown {
    return this.carried.get(id);
  }

  /** Called just before the tree renders again: the stores on show are handed to the screens rendered next. */
  carryOver(): void {
    this.carried = new Map(this.shown);
  }

  /** Called once the tree has rendered again: a later visit to a page starts fresh again. */
  settle(): void {
    this.carried = new Map();
  }
}

export const ScreenStoresContext = createContext(new ScreenStores());
