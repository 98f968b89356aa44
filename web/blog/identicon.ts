// A small local identicon: a 5×5 grid mirrored left to right, coloured by a hash of the seed.
// Made here rather than fetched from an avatar service, so no visitor's email leaves the site.

export const IDENTICON_GRID = 5;

export interface Identicon {
  /** Row-major cells, IDENTICON_GRID × IDENTICON_GRID; true = filled. */
  cells: boolean[];
  /** An HSL colour with a hue from the hash; saturation and lightness fixed for contrast on white. */
  color: string;
}

/** FNV-1a, 32 bits: tiny, fast and spreads short strings well enough for a picture. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function identicon(seed: string): Identicon {
  const normalized = seed.trim().toLowerCase();
  const bits = fnv1a(normalized);
  const hue = fnv1a(`${normalized}#hue`) % 360;
  const half = Math.ceil(IDENTICON_GRID / 2);
  const cells: boolean[] = [];
  for (let row = 0; row < IDENTICON_GRID; row++) {
    for (let col = 0; col < IDENTICON_GRID; col++) {
      // Columns past the middle copy their mirror, so every picture is symmetric like a face.
      const source = col < half ? col : IDENTICON_GRID - 1 - col;
      cells.push(((bits >>> (row * half + source)) & 1) === 1);
    }
  }
  return { cells, color: `hsl(${hue} 55% 45%)` };
}
