import { createContext, useContext } from 'react';

// The CSP nonce of this response (server/app.ts), for the few inline scripts Remix writes.
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
