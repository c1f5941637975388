'use client';

import type { MouseEvent } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/button-link';
import { Link } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { useSession } from '@/stores/session';
import { openAuthModal, type AuthModalView } from '@/stores/auth-modal';
import classes from './auth-links.module.css';
import { withMantine } from '@/components/providers/with-mantine';

// Rendered only in the browser (no one is signed in on the server), so in a Suspense boundary of its
// own: while its code loads, the rest of the page stays as it is.
const SignedInLinks = dynamic(
  withMantine(() => import('./signed-in-links').then((module) => module.SignedInLinks)),
  { ssr: false },
);

export interface AuthLinksProps {
  /** In the phone menu: full-width buttons, or the account menu once signed in. */
  fullWidth?: boolean;
  /** In the phone header bar: one round button, the avatar linking to /profile once signed in. */
  compact?: boolean;
  onNavigate?: () => void;
}

/**
 * Login and register open the auth modal; they stay links to /login and /register
 * for a new tab or before the page is interactive. Signed in, the user's menu takes their place.
 */
export function AuthLinks(props: AuthLinksProps) {
  const { known } = useSession();
  // A page is rendered without knowing the visitor: for someone signed in (the page's head script marks
  // them) the links stay invisible, keeping their place, until the user has been read.
  return (
    <span className={classes.gate} data-session-pending={known ? undefined : ''}>
      <AuthLinksContent {...props} />
    </span>
  );
}

function AuthLinksContent({ fullWidth = false, compact = false, onNavigate }: AuthLinksProps) {
  const t = useTranslations('header');
  const { user } = useSession();

  const openModal = (view: AuthModalView) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate?.();
    openAuthModal(view);
  };

  if (user) return <SignedInLinks user={user} fullWidth={fullWidth} compact={compact} onNavigate={onNavigate} />;

  if (compact) {
    return (
      <Link href={paths.login} className={classes.avatarLink} onClick={openModal('login')} aria-label={t('login')}>
        <span className={classes.placeholderAvatar}>
          <PlaceholderAvatarIcon />
        </span>
      </Link>
    );
  }
  return (
    <span className={classes.buttons} data-grow={fullWidth || undefined}>
      <ButtonLink href={paths.login} variant="default" size="sm" onClick={openModal('login')}>
        {t('login')}
      </ButtonLink>
      <ButtonLink href={paths.register} size="sm" onClick={openModal('register')}>
        {t('register')}
      </ButtonLink>
    </span>
  );
}

/** Mantine Avatar's placeholder figure, so the visitor's round button looks like a signed-in one's. */
function PlaceholderAvatarIcon() {
  return (
    <svg viewBox="0 0 15 15" fill="none" aria-hidden="true">
      <path
        d="M0.877014 7.49988C0.877014 3.84219 3.84216 0.877045 7.49985 0.877045C11.1575 0.877045 14.1227 3.84219 14.1227 7.49988C14.1227 11.1575 11.1575 14.1227 7.49985 14.1227C3.84216 14.1227 0.877014 11.1575 0.877014 7.49988ZM7.49985 1.82704C4.36683 1.82704 1.82701 4.36686 1.82701 7.49988C1.82701 8.97196 2.38774 10.3131 3.30727 11.3213C4.19074 9.94119 5.73818 9.02499 7.50023 9.02499C9.26206 9.02499 10.8093 9.94097 11.6929 11.3208C12.6121 10.3127 13.1727 8.97172 13.1727 7.49988C13.1727 4.36686 10.6328 1.82704 7.49985 1.82704ZM10.9818 11.9787C10.2839 10.7795 8.9857 9.97499 7.50023 9.97499C6.01458 9.97499 4.71624 10.7797 4.01845 11.9791C4.97952 12.7272 6.18765 13.1727 7.49985 13.1727C8.81227 13.1727 10.0206 12.727 10.9818 11.9787ZM5.14999 6.50487C5.14999 5.207 6.20212 4.15487 7.49999 4.15487C8.79786 4.15487 9.84999 5.207 9.84999 6.50487C9.84999 7.80274 8.79786 8.85487 7.49999 8.85487C6.20212 8.85487 5.14999 7.80274 5.14999 6.50487ZM7.49999 5.10487C6.72679 5.10487 6.09999 5.73167 6.09999 6.50487C6.09999 7.27807 6.72679 7.90487 7.49999 7.90487C8.27319 7.90487 8.89999 7.27807 8.89999 6.50487C8.89999 5.73167 8.27319 5.10487 7.49999 5.10487Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}
