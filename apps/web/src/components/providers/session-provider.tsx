'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { InfoUser } from '@/lib/info-user';

interface SessionValue {
  /** The signed-in user (spec section 3, infoUser), or null for a visitor. */
  user: InfoUser | null;
  setUser: (user: InfoUser | null) => void;
}

const SessionContext = createContext<SessionValue | null>(null);

/**
 * The signed-in user for client components. The server reads it from the session cookie on every
 * render and passes it here; sign-in, profile changes and sign-out update it in the browser.
 */
export function SessionProvider({ initialUser, children }: { initialUser: InfoUser | null; children: ReactNode }) {
  const [state, setState] = useState({ from: initialUser, user: initialUser });
  // A new server render (after router.refresh) brings the server's view of the session.
  if (state.from !== initialUser) setState({ from: initialUser, user: initialUser });
  const setUser = useCallback((user: InfoUser | null) => setState((current) => ({ ...current, user })), []);
  const value = useMemo<SessionValue>(() => ({ user: state.user, setUser }), [state.user, setUser]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider (the site layout renders one)');
  return value;
}
