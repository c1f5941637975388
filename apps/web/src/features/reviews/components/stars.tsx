import { StarIcon } from '@/components/ui/catalogue-icons';
import classes from './stars.module.css';

/** A rating drawn as five stars; the label says it in words. */
export function Stars({ rating, label, size = 16 }: { rating: number; label: string; size?: number }) {
  return (
    <span className={classes.stars} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          size={size}
          filled={star <= Math.round(rating)}
          className={star <= Math.round(rating) ? classes.on : classes.off}
        />
      ))}
    </span>
  );
}
