import { useLocale } from 'next-intl';
import { localeHref } from '@/lib/page-metadata';
import { paths } from '@/config/paths';
import { createLocalMap, scaleBar, type GeoPoint } from './local-map';
import classes from './static-project-map.module.css';

export interface MapMarker extends GeoPoint {
  title: string;
  permalink: string;
}

const FRAME = { width: 640, height: 400, padding: 48 };

function shorten(text: string, max = 24): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * The project on a drawn map (the 'image' provider, and every provider's fallback): its pin in the
 * middle, the nearby projects numbered around it, distance rings, a scale and north. No tiles, no
 * script: it works offline and costs nothing to load. The public project page and the admin's
 * position preview draw the same map; each names it in its own messages (`label`).
 */
export function StaticProjectMap({ center, nearby, label }: { center: MapMarker; nearby: readonly MapMarker[]; label: string }) {
  const locale = useLocale();
  const map = createLocalMap(center, nearby, FRAME);
  const bar = scaleBar(map.scale, 120);
  const middle = map.project(center);

  return (
    <svg viewBox={`0 0 ${FRAME.width} ${FRAME.height}`} className={classes.map} role="group" aria-label={label}>
      <defs>
        <pattern id="map-grid" width="40" height="40" patternUnits="userSpaceOnUse">
          <path d="M40 0H0V40" fill="none" className={classes.grid} />
        </pattern>
      </defs>
      <rect width={FRAME.width} height={FRAME.height} className={classes.ground} />
      <rect width={FRAME.width} height={FRAME.height} fill="url(#map-grid)" />
      {[1, 2].map((ring) => (
        <circle key={ring} cx={middle.x} cy={middle.y} r={bar.pixels * ring} className={classes.ring} aria-hidden="true" />
      ))}
      {nearby.map((marker, index) => {
        const point = map.project(marker);
        const label = `${index + 1}. ${marker.title}`;
        return (
          <a
            key={marker.permalink}
            href={localeHref(locale, paths.projectReport(marker.permalink))}
            className={classes.near}
            aria-label={label}
          >
            <circle cx={point.x} cy={point.y} r={11} />
            <text x={point.x} y={point.y} textAnchor="middle" dominantBaseline="central" className={classes.number}>
              {index + 1}
            </text>
            <text x={point.x + 15} y={point.y} dominantBaseline="central" className={classes.label}>
              {shorten(marker.title)}
            </text>
          </a>
        );
      })}
      <g className={classes.pin} aria-label={center.title} role="img">
        <path d={`M${middle.x} ${middle.y}c-6-9-13-15-13-23a13 13 0 0 1 26 0c0 8-7 14-13 23Z`} />
        <circle cx={middle.x} cy={middle.y - 23} r={5} className={classes.pinDot} />
        <text x={middle.x} y={middle.y + 18} textAnchor="middle" className={classes.pinLabel}>
          {shorten(center.title, 32)}
        </text>
      </g>
      <g aria-hidden="true" className={classes.scale}>
        <path d={`M20 ${FRAME.height - 24}v6h${bar.pixels}v-6`} />
        <text x={20 + bar.pixels / 2} y={FRAME.height - 30} textAnchor="middle">
          {bar.km < 1 ? `${Math.round(bar.km * 1000)} m` : `${bar.km} km`}
        </text>
      </g>
      <g aria-hidden="true" className={classes.north} transform={`translate(${FRAME.width - 30} 34)`}>
        <path d="M0 -16 7 6 0 1 -7 6Z" />
        <text y={22} textAnchor="middle">
          N
        </text>
      </g>
    </svg>
  );
}
