import { parseScreenSize } from '@screenspot/contracts/screen';

const palettes = [
  ['#0f172a', '#1d4ed8', '#38bdf8'],
  ['#111827', '#7c3aed', '#f472b6'],
  ['#0b1120', '#0f766e', '#34d399'],
  ['#1c1917', '#c2410c', '#fbbf24'],
  ['#0c0a09', '#be123c', '#fb7185'],
  ['#020617', '#4338ca', '#a5b4fc'],
  ['#0a0a0a', '#0369a1', '#f59e0b'],
] as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** An illustration of the screen at dusk: its shape follows the screen's orientation. */
export function screenImageSvg(input: { name: string; size: string; seed: number }): string {
  const [sky, glow, accent] = palettes[input.seed % palettes.length]!;
  const parsed = parseScreenSize(input.size) ?? { width: 16, height: 9 };
  const portrait = parsed.height > parsed.width;
  const w = portrait ? 150 : 300;
  const h = portrait ? 250 : 160;
  const x = (480 - w) / 2;
  const y = portrait ? 30 : 60;
  const towers = Array.from({ length: 9 }, (_, i) => {
    const tw = 28 + ((input.seed * 7 + i * 13) % 30);
    const th = 60 + ((input.seed * 11 + i * 29) % 120);
    return `<rect x="${i * 56 - 10}" y="${320 - th}" width="${tw}" height="${th}" fill="#000" opacity=".35"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" width="480" height="320">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${glow}"/></linearGradient>
<linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${glow}"/></linearGradient></defs>
<rect width="480" height="320" fill="url(#s)"/>${towers}
<rect x="${240 - 6}" y="${y + h}" width="12" height="${320 - y - h}" fill="#1f2937"/>
<rect x="${x - 8}" y="${y - 8}" width="${w + 16}" height="${h + 16}" rx="6" fill="#111827"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="2" fill="url(#a)"/>
<text x="240" y="${y + h / 2}" text-anchor="middle" font-family="Arial, sans-serif" font-size="${portrait ? 15 : 20}" font-weight="700" fill="#fff">${escapeXml(input.name.slice(0, portrait ? 16 : 26))}</text>
<text x="240" y="${y + h / 2 + 24}" text-anchor="middle" font-family="Arial, sans-serif" font-size="13" fill="#fff" opacity=".85">${escapeXml(input.size)}</text>
</svg>`;
}

export { etagOf } from '../../http/etag';
