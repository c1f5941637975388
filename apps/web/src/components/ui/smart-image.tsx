'use client';

import { useCallback, useState, type CSSProperties } from 'react';
import { getImageProps } from 'next/image';
import { Loader } from '@mantine/core';
import classes from './smart-image.module.css';

export const FALLBACK_IMAGE = '/images/image-fallback.svg';

type Status = 'loading' | 'loaded' | 'failed';

export interface SmartImageProps {
  src: string | null | undefined;
  alt: string;
  /** Width divided by height: the box has this shape before and after loading, so nothing shifts. */
  ratio: number;
  /** Another picture, with its own shape, below the `sm` breakpoint. */
  mobile?: { src: string; ratio: number };
  /** The rendered width, for choosing a file size, e.g. "(max-width: 768px) 100vw, 50vw". */
  sizes?: string;
  /** For the largest picture above the fold: fetched first instead of lazily. */
  priority?: boolean;
  fallbackSrc?: string;
  fit?: 'cover' | 'contain';
  className?: string;
}

const MOBILE_MEDIA = '(max-width: 767.98px)';

/**
 * An image in a box of fixed shape: a spinner shows until the picture has loaded, and a fallback
 * picture replaces it when it fails (or when there is none).
 */
export function SmartImage({
  src,
  alt,
  ratio,
  mobile,
  sizes = '100vw',
  priority = false,
  fallbackSrc = FALLBACK_IMAGE,
  fit = 'cover',
  className,
}: SmartImageProps) {
  const sourceKey = `${src ?? ''}|${mobile?.src ?? ''}`;
  const [state, setState] = useState<{ key: string; status: Status }>({ key: sourceKey, status: src ? 'loading' : 'failed' });
  // A new picture starts over (state derived from props, without an extra render pass).
  if (state.key !== sourceKey) setState({ key: sourceKey, status: src ? 'loading' : 'failed' });
  const status = state.key === sourceKey ? state.status : src ? 'loading' : 'failed';

  const settle = useCallback(
    (next: Status) => setState((current) => (current.key === sourceKey ? { key: sourceKey, status: next } : current)),
    [sourceKey],
  );

  // The picture may finish (or fail) before hydration, when React is not yet listening for it.
  const imageRef = useCallback(
    (image: HTMLImageElement | null) => {
      if (image?.complete) settle(image.naturalWidth > 0 ? 'loaded' : 'failed');
    },
    [settle],
  );

  const style = {
    '--smart-image-ratio': String(ratio),
    '--smart-image-mobile-ratio': String(mobile?.ratio ?? ratio),
    '--smart-image-fit': fit,
  } as CSSProperties;

  if (status === 'failed' || !src) {
    return (
      <div className={[classes.root, className].filter(Boolean).join(' ')} style={style} data-status="failed">
        <img src={fallbackSrc} alt={alt} className={classes.image} data-fallback="" />
      </div>
    );
  }

  const loading = priority ? 'eager' : 'lazy';
  const common = { alt, sizes, fill: true, loading, fetchPriority: priority ? 'high' : undefined } as const;
  const { props: desktopProps } = getImageProps({ ...common, src });
  const mobileSrcSet = mobile ? getImageProps({ ...common, src: mobile.src }).props.srcSet : undefined;
  const { style: _fillStyle, ...imageProps } = desktopProps;

  return (
    <div className={[classes.root, className].filter(Boolean).join(' ')} style={style} data-status={status}>
      {status === 'loading' && (
        <div className={classes.loader} aria-hidden="true">
          <Loader size="sm" color="brand" />
        </div>
      )}
      <picture>
        {mobileSrcSet && <source media={MOBILE_MEDIA} srcSet={mobileSrcSet} sizes={sizes} />}
        <img
          {...imageProps}
          alt={alt}
          ref={imageRef}
          className={classes.image}
          onLoad={() => settle('loaded')}
          onError={() => settle('failed')}
        />
      </picture>
    </div>
  );
}
