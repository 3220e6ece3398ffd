// What server.js hands every loader and action, and single-fetch typing.
declare module "@remix-run/node" {
  interface AppLoadContext {
    clientIp?: string;
    cspNonce?: string;
  }
  interface Future {
    v3_singleFetch: true;
  }
}

export {};
