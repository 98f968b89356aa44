import { describe, expect, it } from 'vitest';
import { getFormat } from '../../../../../shared/subtitle/formats/registry';
import { XML_SAMPLES } from '../samples/xmlFormats';
import { cues, sampleText, textInput } from './helpers';

// Damaged files of every format of the family, made from its sample: the second cue's time
// spoilt (that cue is skipped with a warning at the line its element starts on, the others read),
// and the file cut off inside its last cue (the cues before it read, and the subtitle written
// back in its own format reads again the same).

interface Damage {
  /** The element each cue is written as. */
  readonly tag: string;
  /** The second cue's time as written, and spoilt. */
  readonly time: string;
  readonly spoilt: string;
  /** Start-only formats: the first cue then ends where the next readable one starts. */
  readonly firstEnd?: number;
}

const DAMAGES: Readonly<Record<string, Damage>> = {
  'ebu-tt/sample.xml': { tag: 'tt:p', time: 'begin="10:00:04:00"', spoilt: 'begin="10:00:04:x0"' },
  'ebu-tt-d/sample.xml': { tag: 'p', time: 'begin="00:00:04.000"', spoilt: 'begin="00:00:04.0o0"' },
  'smpte-tt-2052/sample.xml': {
    tag: 'p',
    time: 'begin="00:00:03:00"',
    spoilt: 'begin="00:00:03:0O"',
  },
  'itunes-timed-text/sample.itt': {
    tag: 'p',
    time: 'begin="00:00:04:00"',
    spoilt: 'begin="00:00:04:9x"',
  },
  'netflix-timed-text/sample.dfxp': {
    tag: 'p',
    time: 'begin="00:00:05.000"',
    spoilt: 'begin="00:00:05.00O"',
  },
  'timed-text-imsc-1-1/sample.xml': {
    tag: 'p',
    time: 'begin="00:00:03.000"',
    spoilt: 'begin="00:00:o3.000"',
  },
  'timed-text-2006-04/sample.xml': {
    tag: 'p',
    time: 'begin="00:00:03.000"',
    spoilt: 'begin="0O:00:03.000"',
  },
  'timed-text-2006-04-ooyala/sample.dfxp': {
    tag: 'p',
    time: 'begin="00:00:02.500"',
    spoilt: 'begin="00:00:02,500"',
  },
  'captionate/sample.xml': {
    tag: 'caption',
    time: 'time="00:00:03:50"',
    spoilt: 'time="00:00:03:5O"',
    firstEnd: 6000,
  },
  'captionate-ms/sample.xml': {
    tag: 'caption',
    time: 'time="3400"',
    spoilt: 'time="34OO"',
    firstEnd: 5000,
  },
  'flash-xml/sample.xml': {
    tag: 'p',
    time: 'begin="00:00:04.000"',
    spoilt: 'begin="00:00:04.0x0"',
  },
  'xml/sample.xml': {
    tag: 'Paragraph',
    time: '<StartMilliseconds>4000<',
    spoilt: '<StartMilliseconds>4OOO<',
  },
  'xml-2/sample.xml': {
    tag: 'Subtitle',
    time: '<Start>00:00:04,000<',
    spoilt: '<Start>00:00:O4,000<',
  },
  'ut-subtitle-xml/sample.xml': { tag: 'ut', time: 'secIn="4.0"', spoilt: 'secIn="4.O"' },
  'universal-subtitle-format/sample.usf': {
    tag: 'subtitle',
    time: 'start="00:00:04.000"',
    spoilt: 'start="00:00:04.x00"',
  },
  'gpac-ttxt/sample.ttxt': {
    tag: 'TextSample',
    time: 'sampleTime="00:00:04.000"',
    spoilt: 'sampleTime="00:00:O4.000"',
  },
  'transcriber-xml/sample.trs': {
    tag: 'Section',
    time: '<Turn startTime="4.000"',
    spoilt: '<Turn startTime="4.OOO"',
  },
  'matroska-chapters/sample.xml': {
    tag: 'ChapterAtom',
    time: '<ChapterTimeStart>00:05:12.5',
    spoilt: '<ChapterTimeStart>00:O5:12.5',
    firstEnd: 1200000,
  },
  'film-edit-xml/sample.xml': {
    tag: 'subtitle',
    time: '<in>00:00:04:00<',
    spoilt: '<in>00:00:04:0O<',
  },
  'youtube-annotations/sample.xml': {
    tag: 'annotation',
    time: 't="0:00:04.000"',
    spoilt: 't="0:00:04.OOO"',
  },
  'rhozet-harmonic/sample.xml': {
    tag: 'Data',
    time: "StartTimecode='00:00:04:00'",
    spoilt: "StartTimecode='00:00:04:OO'",
  },
  'xif/sample.xif': {
    tag: 'ContentBlock',
    time: '<TimeIn value="10:00:04:00"/>',
    spoilt: '<TimeIn value="10:00:04:O0"/>',
  },
  'd-cinema-interop/sample.xml': {
    tag: 'Subtitle',
    time: 'TimeIn="00:00:04:000"',
    spoilt: 'TimeIn="00:00:04:0O0"',
  },
  ...Object.fromEntries(
    ['2007', '2010', '2014'].map((year) => [
      `d-cinema-smpte-${year}/sample.xml`,
      { tag: 'Subtitle', time: 'TimeIn="00:00:04:00"', spoilt: 'TimeIn="00:00:04:OO"' },
    ]),
  ),
  'final-cut-pro-xml/sample.xml': {
    tag: 'generatoritem',
    time: '<start>100</start>',
    spoilt: '<start>1OO</start>',
  },
  ...Object.fromEntries(
    Array.from({ length: 10 }, (_, i) => [
      `final-cut-pro-xml-1-${i + 5}/sample.fcpxml`,
      { tag: 'title', time: 'offset="96096/24000s"', spoilt: 'offset="96O96/24000s"' },
    ]),
  ),
};

const OWN = XML_SAMPLES.filter((sample) => DAMAGES[sample.path] !== undefined);

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

describe('damaged XML family files', () => {
  it('covers every format of the family', () => {
    expect(new Set(OWN.map((sample) => sample.format)).size).toBe(37);
  });

  it.each(OWN.map((sample) => [sample.format, sample.path] as const))(
    '%s: a cue with a spoilt time is skipped, its line named',
    (format, path) => {
      const damage = DAMAGES[path] as Damage;
      const text = sampleText(path);
      const clean = cues(getFormat(format).parse(textInput(text)));
      expect(text).toContain(damage.time);
      const damaged = text.replace(damage.time, damage.spoilt);
      const element = damaged.lastIndexOf(`<${damage.tag}`, damaged.indexOf(damage.spoilt));
      const read = getFormat(format).parse(textInput(damaged));
      const [first, , ...rest] = clean;
      const expected = [
        damage.firstEnd === undefined || !first ? first : [first[0], damage.firstEnd, first[2]],
        ...rest,
      ];
      expect(cues(read)).toEqual(expected);
      expect(read.warnings?.map((warning) => warning.line)).toEqual([lineAt(damaged, element)]);
      expect(read.warnings?.[0]?.message).toMatch(/skipped|could not be read/);
    },
  );

  /** Where the last cue element that has content (not self-closing) opens, if any. */
  const lastWithContent = (text: string, tag: string): number => {
    for (let at = text.lastIndexOf(`<${tag}`); at >= 0; at = text.lastIndexOf(`<${tag}`, at - 1)) {
      if (text[text.indexOf('>', at) - 1] !== '/') return at;
    }
    return -1;
  };

  const cuts = OWN.flatMap((sample) =>
    (['in its open tag', 'after its open tag'] as const)
      .filter(
        (where) =>
          where === 'in its open tag' ||
          lastWithContent(sampleText(sample.path), (DAMAGES[sample.path] as Damage).tag) >= 0,
      )
      .map((where) => [sample.format, where, sample.path] as const),
  );

  it.each(cuts)(
    '%s: a file cut off inside its last cue (%s) reads up to the cut',
    (format, where, path) => {
      const damage = DAMAGES[path] as Damage;
      const text = sampleText(path);
      const clean = getFormat(format).parse(textInput(text));
      const last =
        where === 'in its open tag'
          ? text.lastIndexOf(`<${damage.tag}`)
          : lastWithContent(text, damage.tag);
      const at =
        where === 'in its open tag' ? last + damage.tag.length + 4 : text.indexOf('>', last) + 3;
      const cut = text.slice(0, at);
      const read = getFormat(format).parse(textInput(cut));
      expect(read.warnings?.map((warning) => warning.line)).toEqual([lineAt(cut, last)]);
      expect(read.warnings?.[0]?.message).toMatch(/ends inside/);
      const texts = read.paragraphs.map((p) => p.text);
      expect(texts).toEqual(clean.paragraphs.map((p) => p.text).slice(0, texts.length));
      expect(texts.length).toBeGreaterThanOrEqual(clean.paragraphs.length - 1);
      const again = getFormat(format).parse(
        textInput(getFormat(format).write(read, { newLine: '\n' }) as string),
      );
      expect(again.warnings).toBeUndefined();
      expect(cues(again)).toEqual(cues(read));
    },
  );
});
