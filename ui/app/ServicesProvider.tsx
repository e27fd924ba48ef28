import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';
import { ScreenStoresContext } from './screen-stores';

const ContainerContext = createContext<Container | null>(null);

export function ServicesProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** Resolves a store, use case or port from the composition root. */
export function useService<T>(id: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  if (container === null) throw new Error('useService needs a ServicesProvider');
  return container.get(id);
}

/**
 * A screen store: resolved once per mount (bound transient), so each visit starts fresh. When the page is
 * rendered again in another language, the screen gets back the store it held (ScreenStores).
 */
export function useScreenStore<T>(id: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  const screens = useContext(ScreenStoresContext);
  if (container === null) throw new Error('useScreenStore needs a ServicesProvider');
  const [store] = useState(() => (screens.carriedFor(id) as T | undefined) ?? container.get(id));
  useEffect(() => screens.show(id, store), [screens, id, store]);
  return store;
}
