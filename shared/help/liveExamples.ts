// Small example files of the subtitle format pages that open in the online editor.
//
// Link contract (the format pages write it, the online editor honours it):
//
//   /subtitleedit/online?sample=<name>
//
// - <name> is a key of LIVE_EXAMPLES: lower-case letters, digits and dashes, compared exactly.
// - The editor parses `content` as the format named by `format` (a name of the format registry,
//   as listed by GET /se-api/subtitle-formats/), names the document `fileName`, selects the first
//   line, and keeps the built-in sample video and demo waveform: the example times fall inside
//   that clip, so the lines play over it.
// - Opening an example is like opening a file: the document the user had is kept as an
//   auto-backup first, so following a link from a help page never loses work.
// - Afterwards the editor replaces the address with /subtitleedit/online (history.replaceState),
//   so a reload restores the user's auto-saved edits instead of reopening the example.
// - An unknown name is ignored: the editor opens as it would without the parameter.
//
// The format pages print `content` verbatim next to the link, so what a reader sees is exactly
// what opens.

export interface LiveExample {
  readonly title: string;
  readonly format: 'SubRip' | 'Advanced Sub Station Alpha';
  readonly fileName: string;
  readonly content: string;
}

const SUBRIP_BASIC = `1
00:00:01,000 --> 00:00:03,480
Welcome to Subtitle Edit Online.

2
00:00:04,080 --> 00:00:07,140
<i>This line is in italics,</i>
and this one is plain.

3
00:00:07,740 --> 00:00:10,640
{\\an8}A tag at the start moves
this subtitle to the top.

4
00:00:11,240 --> 00:00:14,490
<font color="#ffd700">Colour</font> and <b>bold</b> work in most players.
`;

const ASSA_HEADER = `[Script Info]
; Opens in Subtitle Edit Online from the format pages
Title: Live example
ScriptType: v4.00+
PlayResX: 1920
PlayResY: 1080
WrapStyle: 0
ScaledBorderAndShadow: yes

[V4+ Styles]
Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding
Style: Default,Arial,64,&H00FFFFFF,&H000000FF,&H00000000,&H80000000,0,0,0,0,100,100,0,0,1,3,1,2,60,60,50,1
Style: Sign,Georgia,56,&H0000D7FF,&H000000FF,&H00202020,&H00000000,-1,0,0,0,100,100,1,0,1,2,0,8,60,60,60,1
`;

const ASSA_BASIC = `${ASSA_HEADER}
[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Dialogue: 0,0:00:01.00,0:00:03.48,Default,,0,0,0,,Welcome to Subtitle Edit Online.
Dialogue: 0,0:00:04.08,0:00:07.14,Default,Anna,0,0,0,,Two lines in one event:\\Nthe second starts after \\N.
Dialogue: 1,0:00:04.08,0:00:07.14,Sign,,0,0,0,,A sign at the top (style Sign)
Comment: 0,0:00:07.74,0:00:10.64,Default,,0,0,0,,Comment lines are kept but never shown
Dialogue: 0,0:00:07.74,0:00:10.64,Default,,0,0,0,,{\\i1}Italic{\\i0} and {\\b1}bold{\\b0} with override tags.
`;

const ASSA_OVERRIDE_TAGS = `${ASSA_HEADER}
[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Dialogue: 0,0:00:01.00,0:00:03.48,Default,,0,0,0,,{\\fad(300,300)}Fades in and out
Dialogue: 0,0:00:04.08,0:00:07.14,Default,,0,0,0,,{\\an8\\c&H00D7FF&\\bord5}Top centre, gold, thick border
Dialogue: 0,0:00:07.74,0:00:10.64,Default,,0,0,0,,{\\move(200,900,1720,900)}Slides from left to right
Dialogue: 0,0:00:11.24,0:00:14.49,Default,,0,0,0,,{\\k40}Ka{\\k40}ra{\\k60}o{\\k80}ke
Dialogue: 0,0:00:15.09,0:00:18.02,Default,,0,0,0,,{\\pos(960,540)\\frz15\\fs80}Rotated in the middle
Dialogue: 0,0:00:18.62,0:00:21.66,Default,,0,0,0,,{\\t(0,1500,\\fscx150\\fscy150\\1c&H0000FF&)}Grows and turns red
`;

const ASSA_V4_SPEC = `${ASSA_HEADER}
[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Dialogue: 0,0:00:01.00,0:00:03.48,Default,Narrator,0,0,0,,Every section of a v4+ script is here.
Dialogue: 0,0:00:04.08,0:00:07.14,Default,,200,200,120,,Own margins: 200 px left and right, 120 px up.
Dialogue: 0,0:00:07.74,0:00:10.64,Sign,,0,0,0,,The Sign style: gold Georgia, top centre
Comment: 0,0:00:11.24,0:00:14.49,Default,,0,0,0,,A comment: parsed, kept, not shown
Dialogue: 0,0:00:11.24,0:00:14.49,Default,,0,0,0,Banner;12;0;0,A banner effect scrolls this line
`;

export const LIVE_EXAMPLES = {
  'subrip-basic': {
    title: 'SubRip example',
    format: 'SubRip',
    fileName: 'example.srt',
    content: SUBRIP_BASIC,
  },
  'assa-basic': {
    title: 'ASSA example',
    format: 'Advanced Sub Station Alpha',
    fileName: 'example.ass',
    content: ASSA_BASIC,
  },
  'assa-override-tags': {
    title: 'ASSA override tags example',
    format: 'Advanced Sub Station Alpha',
    fileName: 'override-tags.ass',
    content: ASSA_OVERRIDE_TAGS,
  },
  'assa-v4-spec': {
    title: 'ASSA v4+ example',
    format: 'Advanced Sub Station Alpha',
    fileName: 'v4-spec.ass',
    content: ASSA_V4_SPEC,
  },
} as const satisfies Record<string, LiveExample>;

export type LiveExampleName = keyof typeof LIVE_EXAMPLES;

/** The address that opens an example in the online editor. */
export function liveExampleHref(name: LiveExampleName): string {
  return `/subtitleedit/online?sample=${name}`;
}

/** The example a `sample` query value names, or undefined for an unknown or missing name. */
export function findLiveExample(name: string | null): LiveExample | undefined {
  if (name === null || !Object.hasOwn(LIVE_EXAMPLES, name)) return undefined;
  return LIVE_EXAMPLES[name as LiveExampleName];
}
