/**
 * Colours of the top notification banner (document 1 section 4): red for DNP, amber for outage
 * and preference, green for service, and for CSP the server's colorCode. Text is black or white,
 * whichever reads better on the background (WCAG contrast), so any colorCode stays legible.
 */
import type { BannerColour } from '../../../domain/notificationBanner.ts';

export interface BannerPalette {
  background: string;
  text: string;
}

const ink = '#1f1f24';
const white = '#ffffff';
const black = '#000000';

/** The portal's own shades of the named colours: each passes 4.5:1 with its text. */
const named: Record<string, string> = {
  red: '#b3261e',
  amber: '#ffd24a',
  yellow: '#ffd24a',
  orange: '#f29a38',
  green: '#1e7a3c',
  blue: '#1a5fb4',
  purple: '#5b2a86',
  grey: '#55535f',
  gray: '#55535f',
};

/** #rgb or #rrggbb (with or without #) as [r, g, b], or null. */
export function parseHexColour(value: string): [number, number, number] | null {
  const hex = value.trim().replace(/^#/, '');
  const full = /^[0-9a-f]{3}$/i.test(hex) ? hex.replace(/./g, (c) => c + c) : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of an sRGB colour. */
function relativeLuminance([r, g, b]: [number, number, number]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: [number, number, number], b: [number, number, number]): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Background and its text: the portal's ink when it reads at 4.5:1 or better, else black or white,
 * whichever reads better (one of them always passes 4.5:1). An unreadable colour falls back to amber.
 */
export function bannerPalette(colour: BannerColour): BannerPalette {
  const trimmed = colour.trim();
  const background = named[trimmed.toLowerCase()] ?? (parseHexColour(trimmed) ? `#${trimmed.replace(/^#/, '').toLowerCase()}` : named.amber!);
  const rgb = parseHexColour(background) ?? [255, 210, 74];
  if (contrastRatio(rgb, parseHexColour(ink)!) >= 4.5) return { background, text: ink };
  const onBlack = contrastRatio(rgb, [0, 0, 0]);
  const onWhite = contrastRatio(rgb, [255, 255, 255]);
  return { background, text: onWhite >= onBlack ? white : black };
}
