// Every ASSA override tag, as rendered by libass and VSFilter, grouped as the page shows them.
// Times inside tags are milliseconds from the start of the event, except the karaoke tags
// (centiseconds); coordinates are script pixels (PlayResX × PlayResY).

export interface OverrideTag {
  readonly tag: string;
  readonly parameters: string;
  readonly effect: string;
  readonly example: string;
}

export interface OverrideTagGroup {
  readonly id: string;
  readonly title: string;
  readonly tags: readonly OverrideTag[];
}

export const OVERRIDE_TAG_GROUPS: readonly OverrideTagGroup[] = [
  {
    id: 'text-style',
    title: 'Text style',
    tags: [
      {
        tag: '\\i',
        parameters: '0 or 1',
        effect: 'Italic off or on.',
        example: '{\\i1}word{\\i0}',
      },
      {
        tag: '\\b',
        parameters: '0, 1, or a weight 100–900',
        effect: 'Bold off or on; a weight picks a font weight (400 normal, 700 bold).',
        example: '{\\b1}word{\\b0}',
      },
      { tag: '\\u', parameters: '0 or 1', effect: 'Underline off or on.', example: '{\\u1}' },
      { tag: '\\s', parameters: '0 or 1', effect: 'Strike-out off or on.', example: '{\\s1}' },
      { tag: '\\fn', parameters: 'font name', effect: 'Font family.', example: '{\\fnGeorgia}' },
      {
        tag: '\\fs',
        parameters: 'size',
        effect: 'Font size in script pixels.',
        example: '{\\fs80}',
      },
      {
        tag: '\\fscx, \\fscy',
        parameters: 'percent',
        effect: 'Horizontal and vertical scale of the text; 100 is normal.',
        example: '{\\fscx120\\fscy80}',
      },
      {
        tag: '\\fsp',
        parameters: 'pixels (may be negative)',
        effect: 'Extra space between letters.',
        example: '{\\fsp4}',
      },
      {
        tag: '\\fe',
        parameters: 'charset number',
        effect: 'Font encoding (Windows charset); 1 is default. Rarely needed with Unicode fonts.',
        example: '{\\fe0}',
      },
      {
        tag: '\\r',
        parameters: 'optional style name',
        effect: 'Resets all overrides to the line style, or to the named style.',
        example: '{\\rSign}',
      },
    ],
  },
  {
    id: 'border-shadow',
    title: 'Border, shadow and blur',
    tags: [
      {
        tag: '\\bord',
        parameters: 'width',
        effect: 'Outline width (or box padding with border style 3).',
        example: '{\\bord4}',
      },
      {
        tag: '\\xbord, \\ybord',
        parameters: 'width',
        effect: 'Outline width in one direction only.',
        example: '{\\xbord6\\ybord2}',
      },
      { tag: '\\shad', parameters: 'depth', effect: 'Shadow distance.', example: '{\\shad3}' },
      {
        tag: '\\xshad, \\yshad',
        parameters: 'distance (may be negative)',
        effect: 'Shadow distance in one direction, so the shadow can fall up or left.',
        example: '{\\xshad-3\\yshad3}',
      },
      {
        tag: '\\be',
        parameters: 'strength (0 = off)',
        effect: 'Blurs the edges of the text (repeated box blur).',
        example: '{\\be1}',
      },
      {
        tag: '\\blur',
        parameters: 'strength',
        effect: 'Gaussian blur of the edges; softer than \\be.',
        example: '{\\blur2}',
      },
    ],
  },
  {
    id: 'colour-alpha',
    title: 'Colour and transparency',
    tags: [
      {
        tag: '\\c or \\1c',
        parameters: '&Hbbggrr&',
        effect: 'Primary (fill) colour. Note the order: blue, green, red.',
        example: '{\\c&H00D7FF&}',
      },
      {
        tag: '\\2c',
        parameters: '&Hbbggrr&',
        effect: 'Secondary colour: karaoke text before its syllable is sung.',
        example: '{\\2c&HFFFFFF&}',
      },
      {
        tag: '\\3c',
        parameters: '&Hbbggrr&',
        effect: 'Outline colour.',
        example: '{\\3c&H000000&}',
      },
      {
        tag: '\\4c',
        parameters: '&Hbbggrr&',
        effect: 'Shadow (or box) colour.',
        example: '{\\4c&H202020&}',
      },
      {
        tag: '\\alpha',
        parameters: '&Haa&',
        effect: 'Transparency of all four colours; 00 opaque, FF invisible.',
        example: '{\\alpha&H80&}',
      },
      {
        tag: '\\1a, \\2a, \\3a, \\4a',
        parameters: '&Haa&',
        effect: 'Transparency of one colour: fill, secondary, outline, shadow.',
        example: '{\\3a&HFF&}',
      },
    ],
  },
  {
    id: 'position',
    title: 'Alignment and position',
    tags: [
      {
        tag: '\\an',
        parameters: '1–9',
        effect: 'Alignment as on a numeric keypad: 1–3 bottom, 4–6 middle, 7–9 top.',
        example: '{\\an8}',
      },
      {
        tag: '\\a',
        parameters: '1–3, 5–7, 9–11',
        effect: 'Legacy SSA alignment: 1–3 bottom, +4 top, +8 middle. Prefer \\an.',
        example: '{\\a6}',
      },
      {
        tag: '\\pos',
        parameters: '(x, y)',
        effect: 'Places the line so its alignment point is at x, y. Disables collision handling.',
        example: '{\\pos(960,100)}',
      },
      {
        tag: '\\move',
        parameters: '(x1, y1, x2, y2[, t1, t2])',
        effect:
          'Moves from the first to the second point, over the whole event or from t1 to t2 ms.',
        example: '{\\move(100,900,1800,900,0,2000)}',
      },
      {
        tag: '\\org',
        parameters: '(x, y)',
        effect:
          'Origin for the rotation tags; rotating round a far origin bends text along an arc.',
        example: '{\\org(960,2000)\\frz5}',
      },
      {
        tag: '\\q',
        parameters: '0–3',
        effect:
          'Wrap style: 0 smart (top line wider), 1 at line end, 2 no wrapping (only \\N breaks), 3 smart (bottom line wider).',
        example: '{\\q2}',
      },
    ],
  },
  {
    id: 'rotation',
    title: 'Rotation and shearing',
    tags: [
      {
        tag: '\\frz or \\fr',
        parameters: 'degrees',
        effect: 'Rotation in the screen plane, counter-clockwise.',
        example: '{\\frz15}',
      },
      {
        tag: '\\frx, \\fry',
        parameters: 'degrees',
        effect: 'Rotation round the horizontal or vertical axis (3D tilt).',
        example: '{\\fry40}',
      },
      {
        tag: '\\fax, \\fay',
        parameters: 'factor (e.g. 0.3)',
        effect: 'Shears the text horizontally or vertically.',
        example: '{\\fax0.3}',
      },
    ],
  },
  {
    id: 'fade-animation',
    title: 'Fades and animation',
    tags: [
      {
        tag: '\\fad',
        parameters: '(t1, t2)',
        effect: 'Fades in over the first t1 ms and out over the last t2 ms.',
        example: '{\\fad(300,500)}',
      },
      {
        tag: '\\fade',
        parameters: '(a1, a2, a3, t1, t2, t3, t4)',
        effect:
          'Alpha a1 until t1, to a2 between t1 and t2, a2 until t3, to a3 between t3 and t4 (alphas 0–255).',
        example: '{\\fade(255,0,255,0,300,1700,2000)}',
      },
      {
        tag: '\\t',
        parameters: '([t1, t2,] [accel,] tags)',
        effect:
          'Animates the given tags from their current to the new values, between t1 and t2 ms (or the whole event); accel above 1 starts slow, below 1 starts fast.',
        example: '{\\t(0,1000,\\fs90\\1c&H0000FF&)}',
      },
    ],
  },
  {
    id: 'karaoke',
    title: 'Karaoke',
    tags: [
      {
        tag: '\\k',
        parameters: 'duration in centiseconds',
        effect: 'The next syllable switches from secondary to primary colour after its duration.',
        example: '{\\k50}Ka{\\k30}ra',
      },
      {
        tag: '\\kf or \\K',
        parameters: 'duration in centiseconds',
        effect: 'The syllable fills from left to right over its duration.',
        example: '{\\kf80}oke',
      },
      {
        tag: '\\ko',
        parameters: 'duration in centiseconds',
        effect: 'Like \\k, but the outline stays hidden until the syllable is sung.',
        example: '{\\ko40}la',
      },
      {
        tag: '\\kt',
        parameters: 'time in centiseconds',
        effect: 'Sets the start of the next syllable from the event start (libass).',
        example: '{\\kt100}',
      },
    ],
  },
  {
    id: 'clip-drawing',
    title: 'Clipping and drawing',
    tags: [
      {
        tag: '\\clip',
        parameters: '(x1, y1, x2, y2) or ([scale,] drawing)',
        effect: 'Shows only the part of the line inside the rectangle or the vector shape.',
        example: '{\\clip(0,0,960,1080)}',
      },
      {
        tag: '\\iclip',
        parameters: 'as \\clip',
        effect: 'Shows only the part outside the rectangle or shape.',
        example: '{\\iclip(860,500,1060,580)}',
      },
      {
        tag: '\\p',
        parameters: 'scale (0 = off, 1 or more = on)',
        effect:
          'Drawing mode: the text is read as vector commands m (move), l (line), b (Bézier), s, p, c; coordinates are divided by 2^(scale−1).',
        example: '{\\p1}m 0 0 l 200 0 200 60 0 60{\\p0}',
      },
      {
        tag: '\\pbo',
        parameters: 'pixels',
        effect: 'Moves a drawing up or down relative to the text baseline.',
        example: '{\\pbo-10}',
      },
    ],
  },
];

/** Characters with a backslash that are not override tags; they stand in the text itself. */
export const SPECIAL_CHARACTERS: readonly (readonly [code: string, meaning: string])[] = [
  ['\\N', 'Line break, always.'],
  ['\\n', 'Line break only with wrap style 2 (\\q2); otherwise a space.'],
  ['\\h', 'A space that never breaks and is never trimmed.'],
];
