// Field tables of the ASSA v4+ specification page: [Script Info] keys, style fields and event
// fields, each with its meaning. Kept as data so the page stays short and the tables uniform.

export type FieldRow = readonly [name: string, meaning: string];

export const SCRIPT_INFO_FIELDS: readonly FieldRow[] = [
  ['ScriptType', 'v4.00+ for ASS (v4.00 for SSA). Must be present.'],
  ['Title', 'A description of the script.'],
  ['Original Script, Original Translation, Original Editing, Original Timing', 'Credits.'],
  ['Synch Point', 'Where in the video the script starts, for old tools that played from there.'],
  ['Script Updated By, Update Details', 'Who changed the script and what.'],
  [
    'PlayResX, PlayResY',
    'The script resolution: all positions, sizes and margins refer to it, and the renderer scales them to the video.',
  ],
  ['PlayDepth', 'Colour depth; ignored by modern renderers.'],
  ['Timer', 'Speed in percent (100.0000 is normal); ignored by modern renderers.'],
  [
    'WrapStyle',
    '0 smart wrap (top line wider), 1 wrap at line end, 2 no wrap (only \\N), 3 smart wrap (bottom line wider).',
  ],
  [
    'ScaledBorderAndShadow',
    'yes: borders and shadows scale with the script resolution (recommended); no: they are in video pixels.',
  ],
  [
    'YCbCr Matrix',
    'Colour matrix the colours were picked in (e.g. TV.709), so renderers can match the video.',
  ],
  [
    'Collisions',
    'Normal: a new line goes above (or below) the ones on screen; Reverse: existing lines move.',
  ],
];

export const STYLE_FIELDS: readonly FieldRow[] = [
  ['Name', 'Unique name, used by events. Case sensitive.'],
  ['Fontname', 'Font family.'],
  ['Fontsize', 'Size in script pixels.'],
  ['PrimaryColour', 'Fill colour, &HAABBGGRR.'],
  ['SecondaryColour', 'Karaoke colour before a syllable is sung; also for collision moves.'],
  ['OutlineColour', 'Outline colour.'],
  ['BackColour', 'Shadow colour, or box colour with BorderStyle 3.'],
  ['Bold', '-1 true, 0 false (or a font weight).'],
  ['Italic', '-1 true, 0 false.'],
  ['Underline', '-1 true, 0 false.'],
  ['StrikeOut', '-1 true, 0 false.'],
  ['ScaleX, ScaleY', 'Width and height scale in percent.'],
  ['Spacing', 'Extra pixels between letters.'],
  ['Angle', 'Rotation in degrees (as \\frz).'],
  ['BorderStyle', '1 outline and drop shadow, 3 opaque box.'],
  ['Outline', 'Outline width (0–4 usual), or box padding with style 3.'],
  ['Shadow', 'Shadow depth (0–4 usual).'],
  ['Alignment', 'Numeric keypad position: 1–3 bottom, 4–6 middle, 7–9 top.'],
  [
    'MarginL, MarginR, MarginV',
    'Distance from the left, right and bottom or top edge, in script pixels.',
  ],
  ['Encoding', 'Windows charset of the font: 0 ANSI, 1 default, 128 Shift-JIS, 134 GB2312, …'],
];

export const EVENT_FIELDS: readonly FieldRow[] = [
  [
    'Layer',
    'A number; higher layers are drawn on top. Events on different layers never push each other aside.',
  ],
  ['Start, End', 'Time as h:mm:ss.cc (centiseconds).'],
  ['Style', 'Name of a style; an unknown name falls back to Default.'],
  ['Name', 'Speaker or actor. Shown nowhere; used by editors and translators.'],
  ['MarginL, MarginR, MarginV', 'Margins for this event; 0 means the style value.'],
  ['Effect', 'Empty, or one of the effects below.'],
  ['Text', 'The text with override tags. The last field, so it may contain commas.'],
];

export const EVENT_TYPES: readonly FieldRow[] = [
  ['Dialogue', 'A subtitle to show.'],
  ['Comment', 'Ignored by renderers; kept by editors. Used for notes and templates.'],
  [
    'Picture, Sound, Movie, Command',
    'Old SSA event types for media and commands; not supported by modern renderers.',
  ],
];

export const EFFECTS: readonly FieldRow[] = [
  [
    'Scroll up;y1;y2;delay[;fadeawayheight]',
    'Scrolls the text up between y1 and y2; delay (1–100 ms per pixel) sets the speed.',
  ],
  ['Scroll down;y1;y2;delay[;fadeawayheight]', 'The same, downwards.'],
  [
    'Banner;delay[;lefttoright;fadeawaywidth]',
    'Scrolls the line across the screen; lefttoright 1 reverses the direction.',
  ],
  ['Karaoke', 'Obsolete; karaoke is done with the \\k tags.'],
];
