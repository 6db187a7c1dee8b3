import { type ComponentType, createElement, lazy } from 'react';

/** A page component loaded on first use, which can also be loaded ahead of its first render. */
export type LazyPage<P extends object = object> = ComponentType<P> & {
  /** Loads the page's code (a no-op once loaded); afterwards the page renders at once. */
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` with a `preload()`. A lazy page that has not rendered yet suspends on its first
 * render even when its code is already there, so the app's first screen would show the Suspense
 * fallback and then, its code arrived, wait out React's reveal throttle (up to 300 ms) before the
 * page appears and its queries start. Preloaded (main.tsx preloads the first route's pages before
 * the first render), the page renders as a plain component: no fallback, no throttle.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  const Page = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Page, { preload });
}

/** The props of a component type (`never` for anything else). */
type PropsOf<C> = C extends ComponentType<infer P> ? P & object : never;

/**
 * `lazyPage` for a component a module exports by name (`lazyNamed(() => import('./UsersTab.js'),
 * 'UsersTab')`): the lazily loaded panels and tabs, which are named exports rather than defaults.
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyPage<PropsOf<M[K]>> {
  return lazyPage(async () => ({ default: (await load())[name] as ComponentType<PropsOf<M[K]>> }));
}
