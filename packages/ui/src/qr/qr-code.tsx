import { useEffect, useState } from 'react';
import { SkeletonBlock } from '../data/skeleton';

export interface QrCodeProps {
  /** the text or URL to encode */
  value: string;
  /** width and height in px (default 150: the payment QR; the app QR is 100) */
  size?: number;
  /** image description (default 二维码) */
  alt?: string;
  className?: string;
}

type QrLib = { toDataURL(text: string, options: { width?: number; margin?: number; errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' }): Promise<string> };

let lib: Promise<QrLib> | null = null;
/** qrcode is loaded on first use only (about 9 KB gzipped), never in an entry chunk. */
const loadQr = (): Promise<QrLib> => {
  lib ??= import('qrcode').then((m) => {
    const mod = m as unknown as QrLib & { default?: QrLib };
    return typeof mod.toDataURL === 'function' ? mod : (mod.default as QrLib);
  });
  return lib;
};

/** A QR code image of `value` (drawn at 2x for sharp screens). */
export function QrCode({ value, size = 150, alt = '二维码', className }: QrCodeProps) {
  const [state, setState] = useState<{ key: string; src: string | null; failed: boolean }>({ key: '', src: null, failed: false });
  const key = `${size}|${value}`;

  useEffect(() => {
    let alive = true;
    loadQr()
      .then((qr) => qr.toDataURL(value, { width: size * 2, margin: 1, errorCorrectionLevel: 'M' }))
      .then((src) => alive && setState({ key, src, failed: false }))
      .catch(() => alive && setState({ key, src: null, failed: true }));
    return () => {
      alive = false;
    };
  }, [key, value, size]);

  if (state.key === key && state.src) {
    return <img src={state.src} width={size} height={size} alt={alt} className={className} style={{ display: 'block' }} />;
  }
  if (state.key === key && state.failed) {
    return (
      <div role="img" aria-label={`${alt}（生成失败）`} className={className} style={{ width: size, height: size, display: 'grid', placeItems: 'center', fontSize: 12, color: '#868e96', background: '#f1f3f5' }}>
        二维码生成失败
      </div>
    );
  }
  return <SkeletonBlock width={size} height={size} radius={0} aria-label="二维码加载中" className={className} />;
}
