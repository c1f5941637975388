import { SmartImage } from '@/components/ui/smart-image';
import classes from './author-avatar.module.css';

/** A reviewer's picture, or their initial when they have none. */
export function AuthorAvatar({ name, src }: { name: string; src: string | null }) {
  if (!src) {
    return (
      <span className={classes.initial} aria-hidden="true">
        {name.trim().charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    <span className={classes.avatar}>
      <SmartImage src={src} alt="" ratio={1} sizes="48px" />
    </span>
  );
}
