'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@mantine/core';
import type { Review } from '@app/contracts/reviews';
import { formatMoment } from '@/lib/format-date';
import { openLoginWarning } from '@/stores/auth-modal';
import { useReplies } from '../api/get-replies';
import { threadReplies, type ReplyNode } from '../utils/reply-thread';
import { AuthorAvatar } from './author-avatar';
import { ReplyForm } from './reply-form';
import { Stars } from './stars';
import classes from './review-section.module.css';

type Target = { parentId?: number; name: string } | null;

function ReplyTree({
  nodes,
  reviewId,
  signedIn,
  target,
  setTarget,
}: {
  nodes: ReplyNode[];
  reviewId: number;
  signedIn: boolean;
  target: Target;
  setTarget: (target: Target) => void;
}) {
  const t = useTranslations('reviews');
  const locale = useLocale();
  return (
    <ul className={classes.replies}>
      {nodes.map(({ reply, children }) => (
        <li key={reply.id} className={classes.reply}>
          <div className={classes.replyHead}>
            <AuthorAvatar name={reply.author.name} src={reply.author.avatar_url} />
            <div>
              <p className={classes.author}>
                {reply.author.name}
                {reply.from_shop && <span className={classes.shopBadge}>{t('fromShop')}</span>}
              </p>
              <p className={classes.date}>{formatMoment(reply.created_at, locale)}</p>
            </div>
          </div>
          <p className={classes.content}>{reply.content}</p>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => (signedIn ? setTarget({ parentId: reply.id, name: reply.author.name }) : openLoginWarning())}
          >
            {t('reply')}
          </Button>
          {target?.parentId === reply.id && (
            <ReplyForm reviewId={reviewId} parentId={reply.id} to={reply.author.name} onDone={() => setTarget(null)} />
          )}
          {children.length > 0 && (
            <ReplyTree nodes={children} reviewId={reviewId} signedIn={signedIn} target={target} setTarget={setTarget} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** One review with its stars, text, and the conversation under it. */
export function ReviewItem({ review, signedIn }: { review: Review; signedIn: boolean }) {
  const t = useTranslations('reviews');
  const locale = useLocale();
  const [showReplies, setShowReplies] = useState(false);
  const [target, setTarget] = useState<Target>(null);
  const replies = useReplies(review.id, showReplies);
  const repliesId = `review-${review.id}-replies`;

  const startReply = () => {
    if (!signedIn) {
      openLoginWarning();
      return;
    }
    setShowReplies(true);
    setTarget({ name: review.author.name });
  };

  return (
    <li className={classes.review}>
      <div className={classes.reviewHead}>
        <AuthorAvatar name={review.author.name} src={review.author.avatar_url} />
        <div>
          <p className={classes.author}>{review.author.name}</p>
          <p className={classes.date}>{formatMoment(review.created_at, locale)}</p>
        </div>
        <Stars rating={review.rating} label={t('ratingLabel', { rating: review.rating })} />
      </div>
      <p className={classes.content}>{review.content}</p>
      <div className={classes.actions}>
        <Button variant="subtle" size="compact-sm" onClick={startReply}>
          {t('reply')}
        </Button>
        {review.reply_count > 0 && (
          <Button
            variant="subtle"
            size="compact-sm"
            color="gray"
            aria-expanded={showReplies}
            aria-controls={repliesId}
            onClick={() => setShowReplies((shown) => !shown)}
          >
            {showReplies ? t('hideReplies') : t('showReplies', { count: review.reply_count })}
          </Button>
        )}
      </div>
      {target && target.parentId === undefined && <ReplyForm reviewId={review.id} to={target.name} onDone={() => setTarget(null)} />}
      <div id={repliesId} hidden={!showReplies}>
        {showReplies && replies.isPending && <p className={classes.date}>{t('loadingReplies')}</p>}
        {replies.data && (
          <ReplyTree
            nodes={threadReplies(replies.data.items)}
            reviewId={review.id}
            signedIn={signedIn}
            target={target}
            setTarget={setTarget}
          />
        )}
      </div>
    </li>
  );
}
