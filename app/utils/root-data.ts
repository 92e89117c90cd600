// The root loader's data for any component (language, boot, consent, honeypot…). Only its type comes from
// root.tsx, so a component that root renders can read it without importing root (no circle).
import { useRouteLoaderData } from '@remix-run/react';
import type { loader } from '~/root';

export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}
