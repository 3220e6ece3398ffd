import { createContext, useContext } from "react";

// The per-request CSP nonce, for inline scripts Remix renders.
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
