// The inputs and expected cues of the W3C's WebVTT file-parsing tests (web-platform-tests,
// webvtt/parsing/file-parsing/support/*.test), written from those tests' facts: the same lines and
// characters, repetitive ones generated. The names are the tests' names. webvttWpt.test.ts runs them.

export interface ExpectedCue {
  readonly text: string;
  /** Undefined: the cue has no id. */
  readonly id?: string | undefined;
  readonly start?: number;
  readonly end?: number;
  readonly settings?: string;
}

export interface WptCase {
  readonly name: string;
  readonly input: string;
  readonly cues: readonly ExpectedCue[];
  /** Text the header must hold (REGION and STYLE blocks before the first cue). */
  readonly headerHolds?: readonly string[];
}

const TIMING = '00:00:00.000 --> 00:00:01.000';

/** Cues "TIMING <settings>" with the given texts, a blank line after each, after "WEBVTT". */
function settingsFile(notes: Record<number, string>, cues: readonly [string, string][]): string {
  const blocks = ['WEBVTT'];
  cues.forEach(([settings, text], index) => {
    const note = notes[index];
    if (note !== undefined) blocks.push(note);
    blocks.push(`${TIMING}${settings ? ` ${settings}` : ''}\n${text}`);
  });
  return `${blocks.join('\n\n')}\n`;
}

/** Settings as kept: the line's rest without the spaces, tabs and form feeds around it. */
function kept(settings: string): string {
  return settings.replace(/^[ \t\f]+|[ \t\f]+$/g, '');
}

function settingsCues(cues: readonly [string, string][]): ExpectedCue[] {
  return cues.map(([settings, text]) => ({ text, start: 0, end: 1000, settings: kept(settings) }));
}

const ALIGN: [string, string][] = [
  ['', 'text1'],
  ['align:start', 'text2'],
  ['align:center', 'text3'],
  ['align:end', 'text4'],
  ['align:left', 'text5'],
  ['align:right', 'text6'],
  ['align:start align:end', 'text7'],
  ['align:end align:CENTER', 'text8'],
  ['align:end align: center', 'text9'],
  ['align:end align:', 'text10'],
  ['align:end align:middle', 'text11'],
  ['align:end align', 'text12'],
  [`${'align:end '.repeat(300)}align:center`, 'text13'],
];

const LINE_VALUES = [
  ...['-1', '0', '-0', '1', '100', '101', '65536', '4294967296', '18446744073709552000'],
  ...['10000000000000000000000000000000000', '1.5'],
];
const LINE_INVALID = [
  ...['65536%', '4294967296%', '18446744073709552000%', '10000000000000000000000000000000000%'],
  ...['-0%', '101%', '1%-', '1-', '%1', '1%%', '0%0', ' 0%', '0%x', '-', '%', '1..5', '.5', '5.'],
];
const LINE_EXTRA: [string, string][] = [
  ['line:0%', 'text1'],
  ['line:00%', 'text2'],
  ['line:100%', 'text3'],
  ['line:100%,start', 'text1'],
  ['line:100%,center', 'text1'],
  ['line:100%,end', 'text1'],
  ['line:100%,middle', 'text1'],
];
const LINE: [string, string][] = [
  ...LINE_VALUES.map((value): [string, string] => [`line:${value}`, 'valid']),
  ...LINE_INVALID.map((value): [string, string] => [`line:${value}`, 'invalid']),
  ...LINE_EXTRA,
];

const POSITION: [string, string][] = [
  ...['1%', '100%', '1% position:x', '1.5%', '1%,line-left', '1%,center', '1%,line-right'].map(
    (value, index): [string, string] => [`position:${value}`, `text${index + 1}`],
  ),
  ['position:1%,middle', 'text8'],
  ['position:1% ,center', 'text9'],
  ['position:1%, center', 'text10'],
  ...['-1%', '1', '1x', '1%x', '', ' 1%', '101%', '65536%', '4294967296%'].map(
    (value): [string, string] => [`position:${value}`, 'invalid'],
  ),
  ...['line-left', 'center', 'line-right'].map((align): [string, string] => [
    `position:101%,${align}`,
    'invalid',
  ]),
];

const SIZE: [string, string][] = [
  ['', 'text1'],
  ['size:1xx size:2%', 'text2'],
  ['size:0%', 'text3'],
  ['size:00%', 'text4'],
  ['size:50% size:100%', 'text5'],
  ['size:50% size:101%', 'text6'],
  ['size:1.5%', 'text7'],
  ...['', 'x', '%', '%%', '1%%', '1%x', '101%', '-3%', '200%'].map((value): [string, string] => [
    `size:${value}`,
    'invalid',
  ]),
];

const VERTICAL: [string, string][] = [
  ['', 'text1'],
  ['vertical:lr', 'text2'],
  ['vertical:rl', 'text3'],
  ['vertical:rl vertical:lr', 'text4'],
  ...['', 'RL', ' rl', 'vertical-rl'].map((value): [string, string] => [
    `vertical:${value}`,
    'invalid',
  ]),
];

const REGION_SETTINGS: [string, string][] = [
  ['region:foo', 'text1'],
  ['region:bar', 'text2'],
  ['region:foo region:bar', 'text3'],
  ['region:invalid', 'text4'],
  ['region:invalid region:foo', 'text5'],
  ...['', ' ', ' foo'].map((value): [string, string] => [`region:${value}`, 'invalid']),
  ['region :foo', 'invalid'],
];

/** The nulls test's failing timing lines: a NUL put in, or put instead of, every character. */
function nullTimingLines(): string[] {
  const lines: string[] = [];
  for (let at = 0; at < TIMING.length; at++) {
    lines.push(`${TIMING.slice(0, at)}\0${TIMING.slice(at)}`);
    lines.push(`${TIMING.slice(0, at)}\0${TIMING.slice(at + 1)}`);
  }
  return lines;
}

const TOO_LONG_INVALID = [
  '00::00:00.000 --> 00:00:01.000',
  '00:000:00.000 --> 00:00:01.000',
  '00:00::00.000 --> 00:00:01.000',
  '00:00:000.000 --> 00:00:01.000',
  '00:00:00..000 --> 00:00:01.000',
  '00:00:00.0000 --> 00:00:01.000',
  '00:00.0000 --> 00:00:01.000',
  '000:00.000 --> 00:01.000',
  '00::00.000 --> 00:01.000',
  '00:000.000 --> 00:01.000',
  '00:00..000 --> 00:01.000',
  '00:00.0000 --> 00:01.000',
  '00:00.000 --> 000:01.000',
];

const TOO_SHORT_INVALID = [
  ...['0000:00.000', '00:0:00.000', '00:0000.000', '00:00:0.000', '00:00:00000', '00:00:00.00'],
  ...['00:00:00.0', '00:00:00.', '00:00:00', '00:00:0', '00:00:', '00:00', '00:0', '00:', '00'],
  '0',
  '',
].map((start) => `${start} --> 00:00:01.000`);
const TOO_SHORT_NO_HOURS = [
  ...['0:00.000', '0000.000', '00:0.000', '00:00000', '00:00.00', '00:00.0', '00:00.', '0:00.'],
  ...[':00.', '00.', '0.', '.'],
].map((start) => `${start} --> 00:01.000`);

export const WPT_CASES: readonly WptCase[] = [
  {
    name: 'arrows',
    input:
      'WEBVTT\n\n-->\n00:00:00.000 --> 00:00:01.000\ntext1\nfoo-->\n00:00:00.000 --> 00:00:01.000\n' +
      'text2\n-->foo\n00:00:00.000 --> 00:00:01.000\ntext3\n--->\n00:00:00.000 --> 00:00:01.000\n' +
      'text4\n-->-->\n00:00:00.000 --> 00:00:01.000\ntext5\n00:00:00.000 --> 00:00:01.000\ntext6\n\n' +
      '00:00:00.000 -a -->\n\n00:00:00.000 --a -->\n\n00:00:00.000 - -->\n\n00:00:00.000 -- -->\n',
    cues: ['text1', 'text2', 'text3', 'text4', 'text5', 'text6'].map((text) => ({
      text,
      start: 0,
      end: 1000,
    })),
  },
  {
    name: 'ids',
    input: `WEBVTT\n\n${[' leading space', 'trailing space ', '-- >', '->', ' ']
      .map((id, index) => `${id}\n${TIMING}\ntext${index + 1}`)
      .join('\n\n')}`,
    cues: [
      { id: ' leading space', text: 'text1' },
      { id: 'trailing space ', text: 'text2' },
      { id: '-- >', text: 'text3' },
      { id: '->', text: 'text4' },
      { id: ' ', text: 'text5' },
    ],
  },
  {
    name: 'newlines',
    input:
      `WEBVTT\r\rcr\r${TIMING}\rtext1\n\nlf\n${TIMING}\ntext2\r\n\r\ncrlf\r\n${TIMING}\r\n` +
      `text3\n\rlfcr\r${TIMING}\ntext4\n\r`,
    cues: [
      { id: 'cr', text: 'text1' },
      { id: 'lf', text: 'text2' },
      { id: 'crlf', text: 'text3' },
      { id: 'lfcr', text: 'text4' },
    ],
  },
  {
    // The first version of WPT's newlines file had no blank lines between its cues (text1 CR lf
    // LF arrow …) and expected 'lf' as the second cue's id; the parser algorithm keeps a line
    // before an arrow line in the cue above ("collect a WebVTT block" steps 4.2 and 6.4: the
    // block ends at the arrow line, not before the line above it), and WPT corrected the file to
    // the one above. What the algorithm gives for the old file:
    name: 'newlines without blank lines (WPT before its correction)',
    input:
      `WEBVTT\n\ncr\r${TIMING}\rtext1\rlf\n${TIMING}\ntext2\ncrlf\r\n${TIMING}\r\n` +
      `text3\r\nlfcr\n\r${TIMING}\n\rtext4\n\r`,
    cues: [
      { id: 'cr', text: 'text1\nlf' },
      { id: undefined, text: 'text2\ncrlf' },
      { id: undefined, text: 'text3\nlfcr' },
      { id: undefined, text: '' },
    ],
  },
  {
    name: 'nulls',
    input: [
      'WEBVTT',
      '\0',
      '(null in previous line should make this line also part of the header)',
      TIMING,
      'text1',
      '',
      '\0 (null in id)',
      TIMING,
      'text2',
      '',
      '\uFFFD (null in cue data)',
      TIMING,
      '\uFFFDtext\u00003',
      '',
      `${TIMING} align\0:end`,
      'text4',
      '',
      `${TIMING} align:end\0`,
      'text5',
      '',
      `${TIMING}\0align:end`,
      'text6',
      '',
      `${TIMING}\0 align:end`,
      'text7',
      '',
      ...nullTimingLines().flatMap((line) => [line, '"FAIL"', '']),
    ].join('\n'),
    cues: [
      { id: undefined, text: 'text1' },
      { id: '\uFFFD (null in id)', text: 'text2' },
      { id: '\uFFFD (null in cue data)', text: '\uFFFDtext\uFFFD3' },
      { text: 'text4', settings: 'align\uFFFD:end' },
      { text: 'text5', settings: 'align:end\uFFFD' },
      { text: 'text6', settings: '\uFFFDalign:end' },
      { text: 'text7', settings: '\uFFFD align:end' },
    ],
  },
  {
    name: 'regions, id',
    input:
      'WEBVTT\n\nNOTE No API for accessing region ids, so using lines to uniquely identify regions\n\n' +
      'REGION\nid:foo\nid:bar\nlines:1\n\nREGION\nid:bar id:foo\nlines:2\n\n' +
      'REGION\nid:id\nid: foo\nid :bar\nlines:3\n\nREGION\nid:\v\nlines:4\n\n' +
      ['foo', 'bar', 'id', '\v'].map((id) => `${TIMING} region:${id}\nvalid\n\n`).join(''),
    cues: ['foo', 'bar', 'id', '\v'].map((id) => ({ text: 'valid', settings: `region:${id}` })),
    headerHolds: ['REGION\nid:bar id:foo\nlines:2', 'REGION\nid:\v\nlines:4'],
  },
  {
    name: 'regions, old',
    input:
      'WEBVTT\n\nREGION: id=foo width=40% lines=3 regionanchor=0%,100% viewportanchor=10%,90% scroll=up\n\n' +
      'REGION: id=bar width=40% lines=3 regionanchor=100%,100% viewportanchor=90%,90% scroll=up\n\n' +
      `${TIMING} region:foo\ntext1\n\n${TIMING} region:bar\ntext2\n`,
    cues: [
      { text: 'text1', settings: 'region:foo' },
      { text: 'text2', settings: 'region:bar' },
    ],
    headerHolds: ['REGION: id=foo'],
  },
  {
    name: 'regions, scroll',
    input:
      'WEBVTT\n\nREGION\nid:1\n\nREGION\nid:2\nscroll:up\n\n' +
      `REGION\nid:3\n${'scroll:up '.repeat(7)}scroll:up\n${'scroll:up '.repeat(7)}scroll:up\n\n` +
      'REGION\nid:4\nscroll:down\nscroll:left\nscroll:right\n\nREGION\nid:5\nscroll: up\nscroll :up\n\n' +
      'REGION\nid:6\nscroll:up scroll:\n\n' +
      [1, 2, 3, 4, 5, 6].map((id) => `${TIMING} region:${id}\ntext\n\n`).join(''),
    cues: [1, 2, 3, 4, 5, 6].map((id) => ({ text: 'text', settings: `region:${id}` })),
    headerHolds: ['REGION\nid:4\nscroll:down'],
  },
  {
    name: 'settings, align',
    input: settingsFile({}, ALIGN),
    cues: settingsCues(ALIGN),
  },
  {
    name: 'settings, line',
    input: settingsFile({ 0: 'NOTE valid', 11: 'NOTE invalid', 29: 'NOTE extra' }, LINE),
    cues: settingsCues(LINE),
  },
  {
    name: 'settings, multiple',
    input:
      `WEBVTT\n\nid1\n${TIMING} align:start line:1% vertical:lr size:50% position:25%\ntext1\n\n` +
      `id2\n${TIMING} align:center line:1 vertical:rl size:0% position:100%\ntext2`,
    cues: [
      {
        id: 'id1',
        text: 'text1',
        settings: 'align:start line:1% vertical:lr size:50% position:25%',
      },
      {
        id: 'id2',
        text: 'text2',
        settings: 'align:center line:1 vertical:rl size:0% position:100%',
      },
    ],
  },
  {
    name: 'settings, position',
    input: settingsFile({ 0: 'NOTE valid', 10: 'NOTE invalid' }, POSITION),
    cues: settingsCues(POSITION),
  },
  {
    name: 'settings, region',
    input: `WEBVTT\n\nREGION\nid:foo\n\nREGION\nid:bar\n\nREGION\nid:foo\n\nREGION\nwidth:10%\n\n${settingsFile({}, REGION_SETTINGS).slice(8)}\n`,
    cues: settingsCues(REGION_SETTINGS),
    headerHolds: ['REGION\nwidth:10%'],
  },
  {
    name: 'settings, size',
    input: settingsFile({ 0: 'NOTE valid', 7: 'NOTE invalid' }, SIZE),
    cues: settingsCues(SIZE),
  },
  {
    name: 'settings, vertical',
    input: settingsFile({}, VERTICAL),
    cues: settingsCues(VERTICAL),
  },
  { name: 'signature, no newline', input: 'WEBVTT', cues: [] },
  { name: 'stylesheets, none', input: 'WEBVTT\n', cues: [] },
  {
    name: 'stylesheets, rules',
    input:
      'WEBVTT\n\nSTYLE\n::cue(#foo) {\n    width: 20px;\n} /*\nNOTE hello\n00:00:00.000 -- > 00:00:01.000\n*/\n' +
      '.foo {\n    width: 19px;\n}\n\n.bar {\n    width: 18px;\n}\n\n' +
      `foo\n${TIMING}\ntext\n\nSTYLE\n::cue(::bar) {\n    width: 18px;\n}\n\nbar\n${TIMING}\ntext\n`,
    cues: [
      { id: 'foo', text: 'text' },
      { id: 'bar', text: 'text' },
    ],
    headerHolds: ['STYLE\n::cue(#foo) {', '.bar {\n    width: 18px;\n}'],
  },
  {
    name: 'timings, negative',
    input: [
      'WEBVTT',
      '',
      '00:00:00.000 --> 00:00:00.000\ntext1',
      '00:00:01.000 --> 00:00:00.999\ntext2',
      '00:01:00.000 --> 00:00:59.999\ntext3',
      '01:00:00.000 --> 00:59:59.999\ntext4',
    ].join('\n\n'),
    cues: [
      { text: 'text1', start: 0, end: 0 },
      { text: 'text2', start: 1000, end: 999 },
      { text: 'text3', start: 60000, end: 59999 },
      { text: 'text4', start: 3600000, end: 3599999 },
    ],
  },
  {
    name: 'timings, omitted hours',
    input:
      'WEBVTT\n\n00:00.000 --> 00:00:01.000\ntext1\n\n00:00:00.000 --> 00:01.000\ntext2\n\n' +
      '00:00.000 --> 00:01.000\ntext3\n',
    cues: ['text1', 'text2', 'text3'].map((text) => ({ text, start: 0, end: 1000 })),
  },
  {
    name: 'timings, too long',
    input: [
      'WEBVTT',
      '000:00:00.000 --> 00:00:01.000\ntext1',
      ...TOO_LONG_INVALID.map((line) => `${line}\ninvalid`),
      '00:00:00.000 --> 000:00:01.000\ntext2',
    ].join('\n\n'),
    cues: [
      { text: 'text1', start: 0, end: 1000 },
      { text: 'text2', start: 0, end: 1000 },
    ],
  },
  {
    name: 'timings, too short',
    input: [
      'WEBVTT',
      '0:00:00.000 --> 00:00:01.000\ntext1',
      ...[...TOO_SHORT_INVALID, ...TOO_SHORT_NO_HOURS, '00:00.000 --> 0:01.000'].map(
        (line) => `${line}\ninvalid`,
      ),
      '00:00:00.000 --> 0:00:01.000\ntext2',
    ].join('\n\n'),
    cues: [
      { text: 'text1', start: 0, end: 1000 },
      { text: 'text2', start: 0, end: 1000 },
    ],
  },
  {
    name: 'whitespace chars',
    input:
      'WEBVTT\n\nspaces\n   00:00:00.000    -->  00:00:01.000 \n   text1\n\n' +
      'tabs\n\t\t\t00:00:00.000\t\t\t\t-->\t\t00:00:01.000\t\ntext2\n\n' +
      'form feed\n\f\f\f00:00:00.000\f\f\f\f-->\f\f00:00:01.000\f\ntext3\n\n' +
      'vertical tab\n\v\v\v00:00:00.000\v\v\v\v-->\v\v00:00:01.000\v\ntext4\n',
    cues: [
      { id: 'spaces', text: '   text1', start: 0, end: 1000 },
      { id: 'tabs', text: 'text2', start: 0, end: 1000 },
      { id: 'form feed', text: 'text3', start: 0, end: 1000 },
    ],
  },
];
