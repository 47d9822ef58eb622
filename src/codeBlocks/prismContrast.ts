// Why: the stock Prism themes have token colours below WCAG AA contrast (axe color-contrast), for
// example github's #36acaa and dracula's comments. This keeps each theme's hues but moves every
// token colour towards black or white until it reaches 4.5:1 against the code background and
// against a highlighted line (magic comments), which is drawn with a translucent overlay.
import type { PrismTheme } from 'prism-react-renderer';

type Rgb = [number, number, number];

const minimumContrast = 4.5;

function parseColor(color: string): Rgb {
  const channels = color.match(/[\d.]+/g);
  if (color.startsWith('rgb') && channels !== null) {
    return [Number(channels[0]), Number(channels[1]), Number(channels[2])];
  }
  const digits = color.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as Rgb;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** `overlay` (an `rgba(...)` colour) painted over the opaque `background`. */
function composite(background: Rgb, overlay: string): Rgb {
  const [r, g, b, alpha = 1] = (overlay.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b].map((channel, index) => Math.round(channel * alpha + background[index] * (1 - alpha))) as Rgb;
}

function contrast(a: Rgb, b: Rgb): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

function readableOn(backgrounds: Rgb[], color: string): string {
  const target: Rgb = luminance(backgrounds[0]) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  const original = parseColor(color);
  const worstContrast = (rgb: Rgb) => Math.min(...backgrounds.map((background) => contrast(rgb, background)));
  let rgb = original;
  for (let mix = 0; worstContrast(rgb) < minimumContrast && mix < 1; mix += 0.05) {
    rgb = original.map((channel, index) => Math.round(channel + (target[index] - channel) * mix)) as Rgb;
  }
  return rgb === original ? color : `rgb(${rgb.join(', ')})`;
}

/**
 * @param highlightedLine - The theme's `--docusaurus-highlighted-code-line-bg` (see custom.css).
 */
export function withReadableTokens(theme: PrismTheme, highlightedLine: string): PrismTheme {
  const background = parseColor(theme.plain.backgroundColor ?? '#ffffff');
  const backgrounds = [background, composite(background, highlightedLine)];
  return {
    plain: { ...theme.plain, color: theme.plain.color && readableOn(backgrounds, theme.plain.color) },
    styles: theme.styles.map((entry) => ({
      ...entry,
      style: { ...entry.style, color: entry.style.color && readableOn(backgrounds, entry.style.color) },
    })),
  };
}
