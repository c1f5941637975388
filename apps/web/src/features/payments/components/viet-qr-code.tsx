'use client';

import { useMemo } from 'react';
import { encode } from 'uqr';
import { qrPath } from '../utils/qr-path';

/** Four modules of white around the code, as the QR standard asks for scanners. */
const QUIET_ZONE = 4;

/** The VietQR payload drawn as an SVG QR code; loaded on its own so no other page carries the encoder. */
export function VietQrCode({ payload, label, size = 240 }: { payload: string; label: string; size?: number }) {
  const { path, count } = useMemo(() => {
    const { data, size: modules } = encode(payload, { ecc: 'M', border: 0 });
    return { path: qrPath(data), count: modules };
  }, [payload]);
  const box = count + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
      shapeRendering="crispEdges"
      data-testid="vietqr"
      data-payload={payload}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
