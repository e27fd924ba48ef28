import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';

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

/** A screen store: resolved once per mount (bound transient), so each visit starts fresh. */
export function useScreenStore<T>(id: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  if (container === null) throw new Error('useScreenStore needs a ServicesProvider');
  const [store] = useState(() => container.get(id));
  return store;
}
