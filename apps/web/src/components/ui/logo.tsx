import { useId } from 'react';
import classes from './logo.module.css';

/**
 * The lotus mark ("sen") in brand gold, with the wordmark as text so it stays sharp. Used inside a
 * link whose label names the brand, so the drawing itself is hidden from assistive technology.
 */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const gradient = `${useId()}-gold`;
  return (
    <span className={classes.logo} data-tone={tone}>
      <svg className={classes.mark} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#e0c185" />
            <stop offset="1" stopColor="#926d25" />
          </linearGradient>
        </defs>
        <g fill={`url(#${gradient})`}>
          <path d="M24 5c5.5 7 6.5 17 0 28-6.5-11-5.5-21 0-28Z" />
          <path d="M24 33c-1-9-5.6-16.5-13.5-20 .3 9.2 5 16.8 13.5 20Z" opacity="0.85" />
          <path d="M24 33c1-9 5.6-16.5 13.5-20-.3 9.2-5 16.8-13.5 20Z" opacity="0.85" />
          <path d="M24 34C18.4 28.6 11 26.4 3.5 27.7 8.6 33.5 16 35.5 24 34Z" opacity="0.7" />
          <path d="M24 34c5.6-5.4 13-7.6 20.5-6.3C39.4 33.5 32 35.5 24 34Z" opacity="0.7" />
        </g>
        <path d="M8 40c5.3-2.6 10.6-2.6 16 0s10.7 2.6 16 0" fill="none" stroke="#b2842d" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span className={classes.wordmark} aria-hidden="true">
        <span className={classes.name}>SEN VÀNG</span>
        <span className={classes.sub}>DATA</span>
      </span>
    </span>
  );
}
