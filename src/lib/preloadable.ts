/** A module loader that loads once and, once loaded, offers the module synchronously. */
export interface Preloadable<M> {
  (): Promise<M>;
  loaded?: M;
}

export function preloadable<M>(load: () => Promise<M>): Preloadable<M> {
  let pending: Promise<M> | undefined;
  const loader: Preloadable<M> = () => {
    pending ??= load().then(
      (module) => {
        loader.loaded = module;
        return module;
      },
      (error: unknown) => {
        // A failed download (a deploy replaced the chunk, the network dropped) is tried again.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return loader;
}
