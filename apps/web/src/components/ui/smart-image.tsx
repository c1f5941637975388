import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import { getImageProps } from 'next/image';
import classes from './smart-image.module.css';

export const FALLBACK_IMAGE = '/images/image-fallback.svg';

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
const DESKTOP_MEDIA = '(min-width: 768px)';

/**
 * A picture of one fixed width ("120px") needs two files, for ordinary and dense screens; given as
 * `sizes`, Next would list every configured width in the page (sixteen candidates an avatar).
 */
function fileSize(sizes: string, ratio: number) {
  const fixed = /^(\d+)px$/.exec(sizes);
  if (!fixed) return { sizes, fill: true } as const;
  const width = Number(fixed[1]);
  return { width, height: Math.round(width / ratio) } as const;
}

/**
 * An image in a box of fixed shape: a spinner shows until the picture has loaded, and a fallback
 * picture replaces it when it fails (or when there is none). Rendered as plain HTML, with nothing
 * to hydrate: one listener for the whole page (`SmartImageWatcher`) settles every picture.
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
  const style = {
    '--smart-image-ratio': String(ratio),
    '--smart-image-mobile-ratio': String(mobile?.ratio ?? ratio),
    '--smart-image-fit': fit,
  } as CSSProperties;
  const rootClass = [classes.root, className].filter(Boolean).join(' ');

  if (!src) {
    return (
      <div className={rootClass} style={style} data-status="failed">
        <img src={fallbackSrc} alt={alt} className={classes.image} data-fallback="" />
      </div>
    );
  }

  const loading = priority ? 'eager' : 'lazy';
  const common = { alt, loading, fetchPriority: priority ? 'high' : undefined, ...fileSize(sizes, ratio) } as const;
  const { props: desktopProps } = getImageProps({ ...common, src });
  const mobileSrcSet = mobile ? getImageProps({ ...common, src: mobile.src }).props.srcSet : undefined;
  const { style: _fillStyle, width: _width, height: _height, ...imageProps } = desktopProps;
  if (priority) {
    // The browser does not preload a picture's sources by itself (React only preloads plain images):
    // the head asks for the file this screen will show, before the stylesheets and scripts.
    const hint = { as: 'image', imageSizes: imageProps.sizes, fetchPriority: 'high' } as const;
    preload(imageProps.src, { ...hint, imageSrcSet: imageProps.srcSet, media: mobileSrcSet ? DESKTOP_MEDIA : undefined });
    if (mobile && mobileSrcSet) preload(mobile.src, { ...hint, imageSrcSet: mobileSrcSet, media: MOBILE_MEDIA });
  }

  // The largest picture is decoded with the frame that first shows it: decoded apart (Next's
  // default), it appears a frame or more after the text around it, and counts as painted that late.
  const decoding = priority ? 'sync' : imageProps.decoding;
  return (
    <div className={rootClass} style={style} data-smart-image="">
      <span className={classes.loader} aria-hidden="true" />
      <picture>
        {mobileSrcSet && <source media={MOBILE_MEDIA} srcSet={mobileSrcSet} sizes={sizes} />}
        <img {...imageProps} decoding={decoding} alt={alt} className={classes.image} data-fallback-src={fallbackSrc} />
      </picture>
    </div>
  );
}
