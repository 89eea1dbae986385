// Draws the site's app icons (the balloon of public/favicon.svg on the page colour) as PNGs in
// public/icons/, for the web app manifest and home screens. Run by hand after changing the logo:
//   node scripts/make-icons.mjs
// No image library: shapes are tested per sample (4×4 per pixel) and written with zlib.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const OUT = new URL('../public/icons/', import.meta.url);
const PAGE = [0xfa, 0xf8, 0xf4];
const RED = [0xb8, 0x23, 0x2b];
const BASKET = [0x8a, 0x82, 0x76];
const YELLOW = [0xf0, 0xc0, 0x2e];

// The logo in favicon.svg's 24×24 units: balloon, basket, band (a cubic curve 1.6 wide).
const band = [];
for (let i = 0; i <= 64; i++) {
  const t = i / 64;
  const u = 1 - t;
  band.push([u ** 3 * 7 + 3 * u * u * t * 9 + 3 * u * t * t * 15 + t ** 3 * 17, u ** 3 * 11 + 3 * u * u * t * 12 + 3 * u * t * t * 12 + t ** 3 * 11]);
}
function nearBand(x, y) {
  for (let i = 1; i < band.length; i++) {
    const [ax, ay] = band[i - 1];
    const [bx, by] = band[i];
    const dx = bx - ax;
    const dy = by - ay;
    const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
    if ((x - ax - t * dx) ** 2 + (y - ay - t * dy) ** 2 <= 0.8 ** 2) return true;
  }
  return false;
}
function logo(x, y) {
  if (nearBand(x, y)) return YELLOW;
  if (((x - 12) / 7) ** 2 + ((y - 9) / 8) ** 2 <= 1) return RED;
  if (y >= 17 && y <= 20) {
    const inset = (y - 17) / 3; // the basket narrows from 9..15 to 10..14
    if (x >= 9 + inset && x <= 15 - inset) return BASKET;
  }
  return null;
}

/** size px; the logo's 24 units fill `scale` of the side; `round` corner radius as a fraction (0: full bleed). */
function draw(size, scale, round) {
  const rgba = Buffer.alloc(size * size * 4);
  const unit = (size * scale) / 24;
  const offset = (size - size * scale) / 2;
  const r = round * size;
  const inBackground = (px, py) => {
    if (round === 0) return true;
    const cx = Math.min(Math.max(px, r), size - r);
    const cy = Math.min(Math.max(py, r), size - r);
    return (px - cx) ** 2 + (py - cy) ** 2 <= r * r;
  };
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < 4; sy++) {
        for (let sx = 0; sx < 4; sx++) {
          const px = x + (sx + 0.5) / 4;
          const py = y + (sy + 0.5) / 4;
          const colour = logo((px - offset) / unit, (py - offset) / unit) ?? (inBackground(px, py) ? PAGE : null);
          if (!colour) continue;
          sum[0] += colour[0];
          sum[1] += colour[1];
          sum[2] += colour[2];
          sum[3] += 1;
        }
      }
      const i = (y * size + x) * 4;
      if (sum[3] > 0) {
        rgba[i] = Math.round(sum[0] / sum[3]);
        rgba[i + 1] = Math.round(sum[1] / sum[3]);
        rgba[i + 2] = Math.round(sum[2] / sum[3]);
      }
      rgba[i + 3] = Math.round((sum[3] / 16) * 255);
    }
  }
  return png(size, rgba);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}
function png(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync(OUT, { recursive: true });
const icons = {
  'icon-192.png': draw(192, 0.8, 0.18),
  'icon-512.png': draw(512, 0.8, 0.18),
  // Maskable: full-bleed background, the logo inside the central safe circle (80 % diameter).
  'icon-maskable-512.png': draw(512, 0.56, 0),
  'apple-touch-icon.png': draw(180, 0.72, 0),
};
for (const [name, bytes] of Object.entries(icons)) {
  writeFileSync(new URL(name, OUT), bytes);
  console.log(`public/icons/${name}: ${bytes.length} bytes`);
}
