import { lazy, type ComponentType } from 'react';

/** A lazily loaded screen that can be fetched before the first render, and then renders at once. */
export interface EarlyScreen<P extends object> {
  (props: P): React.JSX.Element;
  /** Fetches the chunk; resolves once the screen renders without suspending (rejects if the fetch failed). */
  preload: () => Promise<unknown>;
}

/**
 * React.lazy suspends on its first render even when the chunk is already here (its promise is only read in a
 * later tick), so a first load drew the shell with a spinner, then, one more slow render later on a phone, the
 * screen. Once `preload` has the chunk, this renders the screen itself, in the first render.
 */
export function earlyScreen<P extends object>(load: () => Promise<ComponentType<P>>): EarlyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  const remember = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => remember().then((component) => ({ default: component })));
  const Screen = (props: P) => {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  };
  return Object.assign(Screen, { preload: remember });
}
