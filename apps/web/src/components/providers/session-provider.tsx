'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { InfoUser } from '@/lib/info-user';

interface SessionValue {
  /** The signed-in user (infoUser), or null for a visitor. */
  user: InfoUser | null;
  /** False until the browser has asked who is signed in: pages are rendered for nobody. */
  known: boolean;
  setUser: (user: InfoUser | null) => void;
}

const SessionContext = createContext<SessionValue | null>(null);

/**
 * The signed-in user for client components. Pages are rendered without reading cookies, the same
 * for everyone, so the user arrives in the browser (see the accounts feature's session watchers); sign-in,
 * profile changes and sign-out update it there too.
 */
export function SessionProvider({ children, initialUser }: { children: ReactNode; initialUser?: InfoUser }) {
  // The admin area reads the user on the server before rendering, so it starts with them known.
  const [state, setState] = useState<{ user: InfoUser | null; known: boolean }>({
    user: initialUser ?? null,
    known: initialUser !== undefined,
  });
  const setUser = useCallback((user: InfoUser | null) => setState({ user, known: true }), []);
  const value = useMemo<SessionValue>(() => ({ ...state, setUser }), [state, setUser]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider (the site layout renders one)');
  return value;
}
