import { create } from 'zustand';
import type { CartLoginAction } from '@/hooks/use-cart-actions';

export type AuthModalView = 'login' | 'register' | 'forgot-password';

/** What to do once the visitor has signed in: move the cart, or buy the pending item. */
export type PendingAction = CartLoginAction;

interface AuthModalState {
  opened: boolean;
  view: AuthModalView;
  /** The dialog asking the visitor to sign in to go on (buttons: log in, cancel). */
  loginWarningOpened: boolean;
  pendingAction: PendingAction | null;
}

/**
 * The sign-in modal and the login-warning dialog, opened from anywhere (header links, the cart,
 * a report's buy button); the accounts feature renders both from this state.
 */
export const useAuthModal = create<AuthModalState>()(() => ({
  opened: false,
  view: 'login',
  loginWarningOpened: false,
  pendingAction: null,
}));

export function openAuthModal(view: AuthModalView = 'login'): void {
  useAuthModal.setState({ opened: true, view, loginWarningOpened: false });
}

export function setAuthModalView(view: AuthModalView): void {
  useAuthModal.setState({ view });
}

/** Closed by success or cancel; a cancel also forgets the pending action. */
export function closeAuthModal({ keepPendingAction = false }: { keepPendingAction?: boolean } = {}): void {
  useAuthModal.setState((state) => ({ opened: false, pendingAction: keepPendingAction ? state.pendingAction : null }));
}

/** Asks the visitor to sign in; the pending action runs after a successful sign-in. */
export function openLoginWarning(pendingAction: PendingAction | null = null): void {
  useAuthModal.setState({ loginWarningOpened: true, pendingAction });
}

/** 'Log in' in the warning: the modal opens and the pending action is kept. */
export function confirmLoginWarning(): void {
  useAuthModal.setState({ loginWarningOpened: false, opened: true, view: 'login' });
}

/** 'Cancel' in the warning. */
export function cancelLoginWarning(): void {
  useAuthModal.setState({ loginWarningOpened: false, pendingAction: null });
}

/** Taken once after every successful sign-in (password or social), for the cart to go on with. */
export function takePendingAction(): PendingAction | null {
  const { pendingAction } = useAuthModal.getState();
  useAuthModal.setState({ pendingAction: null });
  return pendingAction;
}
