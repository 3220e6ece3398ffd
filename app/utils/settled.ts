// A module as a thenable that calls back at once: React.lazy given it resolves in the same render,
// without suspending (React.lazy suspends once on a real Promise, even one already resolved).
// Used by utils/lazy.server.ts (the server never waits for code) and components/ui/deferred.tsx (a
// section whose code has loaded swaps in one commit).

export type Module<T> = { default: T };

export const settled = <T>(module: Module<T>) => ({ then: (resolve: (value: Module<T>) => void) => resolve(module) }) as unknown as Promise<Module<T>>;
