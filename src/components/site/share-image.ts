/**
 * The pictures a shared link previews with (Open Graph / Twitter cards): drawn as SVG from the
 * page's own position where it has one (a puzzle), a plain site card otherwise, and turned into
 * a small PNG by sharp when the site is built. Build-time only: never imported by an island.
 * Colors are told by letter too (Gy, Bl, Gn, Ye, Rd; R and Y cups), as everywhere on the site.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { m } from '../../paraglide/words/shell.ts';
import { COLORS } from '../../engine/balloon-cup/components.ts';
import type { Color } from '../../engine/balloon-cup/components.ts';
import type { CascadePosition } from '../../engine/balloon-cup/cascade.ts';
import type { Position as TrackPosition } from '../../engine/jumping-cups/board.ts';
import { SQUARES, stackAt } from '../../engine/jumping-cups/board.ts';
import { colorCode } from '../balloon-cup/colors.ts';
import { m as cupWords } from '../../paraglide/words/jcwords.ts';

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;

const INK = '#1d1b18';
const MUTED = '#5a5650';
const PAPER = '#faf8f4';
const LINE = '#d8d2c6';
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

const FILL: Record<Color, { fill: string; ink: string }> = {
  gray: { fill: '#5d636c', ink: '#ffffff' },
  blue: { fill: '#1f5cb8', ink: '#ffffff' },
  green: { fill: '#1c733a', ink: '#ffffff' },
  yellow: { fill: '#f0c02e', ink: INK },
  red: { fill: '#b8232b', ink: '#ffffff' },
};
const CUP = { red: { fill: '#b8232b', ink: '#ffffff', letter: () => cupWords.letter_red() }, yellow: { fill: '#f0c02e', ink: INK, letter: () => cupWords.letter_yellow() } } as const;

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function text(x: number, y: number, size: number, content: string, options: { weight?: number; fill?: string; anchor?: string } = {}): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${options.weight ?? 400}" fill="${options.fill ?? INK}" text-anchor="${options.anchor ?? 'start'}">${esc(content)}</text>`;
}

/** Splits a title over at most two lines of about `width` characters. */
function lines(title: string, width: number): string[] {
  const words = title.split(' ');
  const out: string[] = [''];
  for (const word of words) {
    const last = out.length - 1;
    if (out[last]!.length + word.length + 1 > width && out[last] !== '' && out.length < 2) out.push(word);
    else out[last] = out[last] === '' ? word : `${out[last]} ${word}`;
  }
  return out;
}

function frame(kicker: string, title: string, body: string, footer: string): string {
  const titleLines = lines(title, 30);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" viewBox="0 0 ${SHARE_WIDTH} ${SHARE_HEIGHT}">
<rect width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" fill="${PAPER}"/>
<rect x="0" y="0" width="${SHARE_WIDTH}" height="14" fill="${FILL.red.fill}"/>
${text(64, 84, 30, kicker, { fill: MUTED, weight: 700 })}
${titleLines.map((line, i) => text(64, 150 + i * 62, 56, line, { weight: 700 })).join('\n')}
<g transform="translate(0 ${titleLines.length > 1 ? 62 : 0})">${body}</g>
<line x1="64" y1="560" x2="${SHARE_WIDTH - 64}" y2="560" stroke="${LINE}" stroke-width="2"/>
${text(64, 600, 28, 'Cup Games', { weight: 700 })}
${text(SHARE_WIDTH - 64, 600, 26, footer, { fill: MUTED, anchor: 'end' })}
</svg>`;
}

function cube(x: number, y: number, size: number, color: Color, label: string): string {
  const { fill, ink } = FILL[color];
  return `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="8" fill="${fill}"/>` +
    text(x + size / 2, y + size / 2 + size * 0.16, size * 0.42, label, { weight: 700, fill: ink, anchor: 'middle' });
}

function trophy(x: number, y: number, color: Color): string {
  const { fill, ink } = FILL[color];
  return `<path d="M${x} ${y} h64 v22 a32 32 0 0 1 -64 0 z" fill="${fill}"/><rect x="${x + 24}" y="${y + 52}" width="16" height="10" fill="${fill}"/><rect x="${x + 12}" y="${y + 62}" width="40" height="10" rx="3" fill="${fill}"/>` +
    text(x + 32, y + 32, 24, colorCode(color), { weight: 700, fill: ink, anchor: 'middle' });
}

/** A Balloon Cup cascade puzzle: each player's trophies and cubes. */
export function cascadeCard(title: string, position: CascadePosition, names: readonly [string, string], task: string): string {
  const rows = ([0, 1] as const).map((p, i) => {
    const y = 250 + i * 140;
    const player = position.players[p];
    const trophies = player.trophies.map((c, k) => trophy(300 + k * 80, y - 4, c)).join('');
    const cubes = COLORS.filter((c) => player.cubes[c] > 0)
      .map((c, k) => cube(560 + k * 112, y, 56, c, colorCode(c)) + text(560 + k * 112 + 62, y + 40, 30, `×${player.cubes[c]}`, { weight: 700 }))
      .join('');
    return text(64, y + 28, 32, names[p], { weight: 700 }) + (p === position.winner ? text(64, y + 62, 22, m.card_won_scoring(), { fill: MUTED }) : '') +
      (trophies || text(300, y + 40, 24, m.card_no_trophy(), { fill: MUTED })) + (cubes || text(560, y + 40, 24, m.card_no_cubes(), { fill: MUTED }));
  }).join('');
  return frame(m.card_cascade_kicker(), title, rows, task);
}

/** A Jumping Cups position on its 14-square track. */
export function trackCard(title: string, position: TrackPosition, task: string): string {
  const size = 70;
  const gap = 6;
  const left = (SHARE_WIDTH - (size + gap) * SQUARES.length + gap) / 2;
  const base = 480;
  const squares = SQUARES.map((sq, i) => {
    const x = left + i * (size + gap);
    const stack = stackAt(position, sq);
    const cups = stack.map((color, k) => {
      const cy = base - 40 - k * 52;
      const cup = CUP[color];
      return `<path d="M${x + 10} ${cy - 22} h${size - 20} l-8 44 h-${size - 36} z" fill="${cup.fill}" stroke="${PAPER}" stroke-width="2"/>` +
        text(x + size / 2, cy + 9, 24, cup.letter(), { weight: 700, fill: cup.ink, anchor: 'middle' });
    }).join('');
    return `<rect x="${x}" y="${base}" width="${size}" height="40" rx="6" fill="#ece7dd" stroke="${LINE}"/>` +
      text(x + size / 2, base + 28, 20, String(sq), { fill: MUTED, anchor: 'middle' }) + cups;
  }).join('');
  return frame(m.card_track_kicker(), title, `<g transform="translate(0 -40)">${squares}</g>`, task);
}

/** A site or section card: a name, one line about it, and a row of the five cube colors. */
export function siteCard(kicker: string, title: string, about: string): string {
  const row = COLORS.map((c, i) => cube(64 + i * 92, 330, 72, c, colorCode(c))).join('');
  const aboutLines = lines(about, 60);
  return frame(kicker, title, `${aboutLines.map((l, i) => text(64, 250 + i * 40, 30, l, { fill: MUTED })).join('')}${row}`, m.card_footer());
}

/** Finished pictures, by a hash of their SVG: a rebuild only draws the cards that changed. */
const CACHE = join(process.cwd(), 'node_modules', '.cache', 'cup-games-share-images');

/** The PNG of an SVG card: an 8-bit palette keeps each image small (about 20 KB). */
export async function png(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  const file = join(CACHE, `${createHash('sha256').update(svg).digest('hex').slice(0, 32)}.png`);
  try {
    return new Uint8Array(await readFile(file));
  } catch {
    // Not drawn yet: draw it below.
  }
  const buffer = await sharp(Buffer.from(svg)).png({ palette: true, compressionLevel: 9 }).toBuffer();
  try {
    await mkdir(CACHE, { recursive: true });
    await writeFile(file, buffer);
  } catch {
    // A read-only tree: the picture is simply drawn again next time.
  }
  return new Uint8Array(buffer);
}
