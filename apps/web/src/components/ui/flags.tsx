import { useId } from 'react';

interface FlagProps {
  width?: number;
}

/** Flags are decorative: the language name next to them is what assistive technology reads. */
export function VietnamFlag({ width = 20 }: FlagProps) {
  return (
    <svg width={width} height={(width * 2) / 3} viewBox="0 0 30 20" aria-hidden="true" focusable="false">
      <rect width="30" height="20" fill="#da251d" />
      <polygon
        fill="#ffff00"
        points="15,4 16.35,8.15 20.71,8.15 17.18,10.71 18.53,14.85 15,12.29 11.47,14.85 12.82,10.71 9.29,8.15 13.65,8.15"
      />
    </svg>
  );
}

export function UnitedKingdomFlag({ width = 20 }: FlagProps) {
  const id = useId();
  const clipFlag = `${id}-flag`;
  const clipDiagonals = `${id}-diagonals`;
  return (
    <svg width={width} height={(width * 2) / 3} viewBox="0 0 60 40" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <clipPath id={clipFlag}>
        <rect width="60" height="40" />
      </clipPath>
      <clipPath id={clipDiagonals}>
        <path d="M30,20 h30 v20 z v20 h-30 z h-30 v-20 z v-20 h30 z" />
      </clipPath>
      <g clipPath={`url(#${clipFlag})`}>
        <rect width="60" height="40" fill="#012169" />
        <path d="M0,0 L60,40 M60,0 L0,40" stroke="#fff" strokeWidth="8" />
        <path d="M0,0 L60,40 M60,0 L0,40" clipPath={`url(#${clipDiagonals})`} stroke="#c8102e" strokeWidth="5" />
        <path d="M30,0 v40 M0,20 h60" stroke="#fff" strokeWidth="12" />
        <path d="M30,0 v40 M0,20 h60" stroke="#c8102e" strokeWidth="7" />
      </g>
    </svg>
  );
}
