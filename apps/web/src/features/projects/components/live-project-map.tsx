'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { MapProvider } from '../utils/map-provider';
import { loadScript } from '@/lib/load-script';
import classes from './live-project-map.module.css';

interface Marker {
  lat: number;
  lng: number;
  title: string;
}

interface LiveProjectMapProps {
  provider: Exclude<MapProvider, 'image'>;
  center: Marker;
  nearby: readonly Marker[];
  /** The drawn map, shown until the provider's map is ready and kept when it cannot load. */
  children: ReactNode;
  notice: string;
}

const GOOGLE_KEY = process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY;
const EKAMAP_KEY = process.env.NEXT_PUBLIC_EKAMAP_API_KEY;
const LOAD_TIMEOUT_MS = 8000;

type GoogleMaps = {
  Map: new (element: HTMLElement, options: object) => object;
  Marker: new (options: object) => object;
};

type MapLibre = {
  Map: new (options: object) => { on: (event: string, handler: () => void) => void };
  Marker: new (options?: object) => { setLngLat: (lngLat: [number, number]) => { addTo: (map: object) => void } };
};

type EkMap = { VectorBaseMap: new (style: string, key: string) => { addTo: (map: object) => void } };

async function drawGoogle(element: HTMLElement, center: Marker, nearby: readonly Marker[]): Promise<void> {
  if (!GOOGLE_KEY) throw new Error('No Google Maps key');
  const callback = `senvangMapReady${Date.now()}`;
  const ready = new Promise<void>((resolve, reject) => {
    (window as unknown as Record<string, () => void>)[callback] = resolve;
    window.setTimeout(() => reject(new Error('Google Maps did not start')), LOAD_TIMEOUT_MS);
  });
  await loadScript(
    `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(GOOGLE_KEY)}&loading=async&callback=${callback}`,
    LOAD_TIMEOUT_MS,
  );
  await ready;
  const maps = (window as unknown as { google?: { maps?: GoogleMaps } }).google?.maps;
  if (!maps) throw new Error('Google Maps did not start');
  const map = new maps.Map(element, {
    center: { lat: center.lat, lng: center.lng },
    zoom: 13,
    mapTypeControl: false,
    streetViewControl: false,
  });
  for (const marker of [center, ...nearby]) new maps.Marker({ position: { lat: marker.lat, lng: marker.lng }, map, title: marker.title });
}

async function drawEkmap(element: HTMLElement, center: Marker, nearby: readonly Marker[]): Promise<void> {
  if (!EKAMAP_KEY) throw new Error('No eKMap key');
  await loadScript('https://files.ekgis.vn/sdks/tracking/ekmap-platform.min.js', LOAD_TIMEOUT_MS);
  const globals = window as unknown as { maplibregl?: MapLibre; ekmapplf?: EkMap };
  if (!globals.maplibregl?.Map || !globals.ekmapplf?.VectorBaseMap) throw new Error('eKMap did not start');
  const map = new globals.maplibregl.Map({ container: element, center: [center.lng, center.lat], zoom: 13 });
  new globals.ekmapplf.VectorBaseMap('OSM:Bright', EKAMAP_KEY).addTo(map);
  for (const marker of [center, ...nearby]) new globals.maplibregl.Marker().setLngLat([marker.lng, marker.lat]).addTo(map);
}

/**
 * The configured map provider (Google or eKaMap), loaded in the browser only once the map scrolls
 * into view. Without a key, without a connection, or if the provider fails, the drawn map stays.
 */
export function LiveProjectMap({ provider, center, nearby, children, notice }: LiveProjectMapProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const liveRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'static' | 'live' | 'failed'>('static');

  useEffect(() => {
    const box = boxRef.current;
    const live = liveRef.current;
    if (!box || !live) return;
    let cancelled = false;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const draw = provider === 'google' ? drawGoogle : drawEkmap;
      draw(live, center, nearby).then(
        () => !cancelled && setState('live'),
        () => !cancelled && setState('failed'),
      );
    });
    observer.observe(box);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [provider, center, nearby]);

  return (
    <div ref={boxRef} className={classes.box} data-state={state}>
      <div className={classes.fallback} aria-hidden={state === 'live' || undefined}>
        {children}
      </div>
      <div ref={liveRef} className={classes.live} />
      {state === 'failed' && <p className={classes.notice}>{notice}</p>}
    </div>
  );
}
