import { useEffect } from 'react';

/** A care page about one member (or, without a suffix, the family): its store loads for them, and again when the member changes. */
export function useMemberLoad<S>(store: { load(suffix: S): Promise<void> }, suffix: S): void {
  useEffect(() => {
    void store.load(suffix);
  }, [store, suffix]);
}
