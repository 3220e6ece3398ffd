// What server.js hands every loader and action.
declare module "@remix-run/node" {
  interface AppLoadContext {
    clientIp?: string;
    cspNonce?: string;
  }
}

export {};
