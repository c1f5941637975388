import { create } from 'zustand';
import type { InfoUser } from '@/lib/info-user';

interface SessionState {
  /** The signed-in user (infoUser), or null for a visitor. */
  user: InfoUser | null;
  /** False until the browser has asked who is signed in: pages are rendered for nobody. */
  known: boolean;
  setUser: (user: InfoUser | null) => void;
}

/**
 * The signed-in user for client components. Pages are rendered without reading cookies, the same
 * for everyone, so the user arrives in the browser (see the accounts feature's session watchers);
 * sign-in, profile changes and sign-out update it there too. A store rather than a React context:
 * a context change would reach every part of the page still waiting for its code (deferred
 * islands) and make React render it anew instead of keeping the server's markup. On the server it
 * stays empty, as no one sets it there.
 */
export const useSession = create<SessionState>()((set) => ({
  user: null,
  known: false,
  setUser: (user) => set({ user, known: true }),
}));
