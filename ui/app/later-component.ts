import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code is a chunk of its own, downloaded the first time it is wanted and then kept for
 * the tab. A failed download is not final: the next time the component is wanted, it is tried again.
 */
export interface LaterComponent<P> {
  download(): Promise<ComponentType<P>>;
}

export function laterComponent<P>(load: () => Promise<ComponentType<P>>): LaterComponent<P> {
  let downloading: Promise<ComponentType<P>> | null = null;
  return {
    download() {
      downloading ??= load().catch((error: unknown) => {
        downloading = null;
        throw error;
      });
      return downloading;
    },
  };
}

/**
 * The component once `wanted` and its code has arrived, else null: the place shows nothing meanwhile, and
 * nothing if the download fails (the component is an extra the page works without). `first` runs before
 * the download starts, to wait for a better moment (the page's first view, say).
 */
export function useLaterComponent<P>(later: LaterComponent<P>, wanted: boolean, first: () => Promise<unknown> = () => Promise.resolve()): ComponentType<P> | null {
  const [component, setComponent] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (!wanted || component !== null) return undefined;
    let current = true;
    void first()
      .then(() => later.download())
      .then(
        (arrived) => {
          if (current) setComponent(() => arrived);
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
    // `first` is a way to wait, not a reason to start again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [later, wanted, component]);
  return wanted ? component : null;
}
