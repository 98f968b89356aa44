import { describe, expect, it } from 'vitest';
import { SubtitleFormatError } from '../../../../../shared/subtitle/errors';
import { detectFormat, getFormat } from '../../../../../shared/subtitle/formats/registry';
import type { Subtitle } from '../../../../../shared/subtitle/model';
import { cues, sampleInput, textInput } from './helpers';

// The XML documents around a run of cue elements: what their samples read as, the layouts'
// particular rules (starts only, gap markers, implied ends, declared rates) and what they write.

function read(name: string, text: string) {
  return getFormat(name).parse(textInput(text));
}

function write(name: string, subtitle: Subtitle, frameRate?: number): string {
  const options =
    frameRate === undefined ? { newLine: '\n' as const } : { newLine: '\n' as const, frameRate };
  return getFormat(name).write(subtitle, options) as string;
}

const foreign = (...paragraphs: [number, number, string][]): Subtitle => ({
  fileName: 'a.srt',
  format: 'SubRip',
  paragraphs: paragraphs.map(([start, end, text], index) => ({
    number: index + 1,
    start,
    end,
    text,
  })),
});

describe('Captionate', () => {
  it('ends a caption at the next one, an empty caption marking a gap', () => {
    expect(cues(getFormat('Captionate').parse(sampleInput('captionate/sample.xml')))).toEqual([
      [1000, 3500, 'Captions for the Flash player'],
      [3500, 6000, 'Two lines\nin one caption'],
      [7250, 9000, 'Rock & roll'],
    ]);
  });

  it('gives the last caption 3 s when nothing ends it', () => {
    const text =
      '<captionate><timeformat>ms</timeformat><captions><caption time="500"><tracks><track0>a</track0></tracks></caption></captions></captionate>';
    expect(cues(read('Captionate MS', text))).toEqual([[500, 3500, 'a']]);
    expect(getFormat('Captionate').detect(textInput(text))).toBe(0);
  });

  it('writes an empty caption only where a gap follows, hundredths in the time', () => {
    const written = write(
      'Captionate',
      foreign([1000, 2000, 'a'], [2000, 3005, 'b'], [4000, 5000, 'c']),
    );
    const times = [...written.matchAll(/time="([^"]+)"/g)].map((m) => m[1]);
    expect(times).toEqual([
      '00:00:01:00',
      '00:00:02:00',
      '00:00:03:01',
      '00:00:04:00',
      '00:00:05:00',
    ]);
    expect(written).toContain('<caption time="00:00:03:01" />');
  });
});

describe('Flash Xml', () => {
  it('reads the field after the seconds as milliseconds, and offsets in seconds', () => {
    const text =
      '<tt><div><p begin="00:00:01.05" end="2.5s"><![CDATA[<sub>a<br />b</sub>]]></p><p begin="00:00:03.000" dur="00:00:01.500">c</p></div></tt>';
    expect(cues(read('Flash Xml', text))).toEqual([
      [1005, 2500, 'a\nb'],
      [3000, 4500, 'c'],
    ]);
  });

  it('is not claimed for a namespaced TTML document', () => {
    const input = sampleInput('timed-text/sample.xml');
    expect(getFormat('Flash Xml').detect(input)).toBe(0);
  });
});

describe('Xml and Xml 2', () => {
  it('reads milliseconds and clock times', () => {
    expect(cues(getFormat('Xml').parse(sampleInput('xml/sample.xml')))[1]).toEqual([
      4000,
      6250,
      'First line\nsecond line',
    ]);
    expect(cues(getFormat('Xml 2').parse(sampleInput('xml-2/sample.xml')))[1]).toEqual([
      4000,
      66250,
      'A long one\nover two lines',
    ]);
  });

  it('writes Xml 2 durations in the short form', () => {
    const written = write(
      'Xml 2',
      foreign([0, 2500, 'a'], [3000, 65000, 'b'], [70000, 3_800_000, 'c']),
    );
    expect([...written.matchAll(/<Duration>([^<]+)</g)].map((m) => m[1])).toEqual([
      '2,500',
      '1:02,000',
      '1:02:10,000',
    ]);
  });
});

describe('Universal Subtitle Format and UT Subtitle xml', () => {
  it('keeps USF italics, balanced when the tags cross', () => {
    expect(
      cues(
        getFormat('Universal Subtitle Format').parse(
          sampleInput('universal-subtitle-format/sample.usf'),
        ),
      )[1],
    ).toEqual([4000, 6250, 'First line\n<i>second line in italics</i>']);
    const written = write('Universal Subtitle Format', foreign([0, 1000, '<i>a <b>b</i> c</b>']));
    expect(written).toContain('<text style="Default"><i>a <b>b</b></i><b> c</b></text>');
  });

  it('writes UT seconds with one to three decimals', () => {
    const written = write('UT Subtitle xml', foreign([1000, 2250, 'a\nb']));
    expect(written).toContain('<ut secOut="2.25" secIn="1.0"><![CDATA[a<br>b]]></ut>');
  });
});

describe('GPAC TTXT', () => {
  it('reads text from a text attribute, an empty sample ending the cue', () => {
    const text =
      '<TextStream version="1.1"><TextSample sampleTime="00:00:01.000" text="\'Hello\'"/><TextSample sampleTime="00:00:02.500" text=""/></TextStream>';
    expect(cues(read('GPAC TTXT', text))).toEqual([[1000, 2500, 'Hello']]);
  });
});

describe('Transcriber Xml', () => {
  it('reads every turn of a section, its sync points left out', () => {
    const text = `<?xml version="1.0"?><!DOCTYPE Trans SYSTEM "trans-14.dtd"><Trans><Episode><Section type="report" startTime="0" endTime="4">
<Turn startTime="0" endTime="1.5"><Sync time="0"/>first speaker</Turn>
<Turn startTime="1.5" endTime="4"><Sync time="1.5"/>second
speaker</Turn></Section></Episode></Trans>`;
    expect(cues(read('Transcriber Xml', text))).toEqual([
      [0, 1500, 'first speaker'],
      [1500, 4000, 'second\nspeaker'],
    ]);
  });
});

describe('Matroska chapters', () => {
  it('ends a chapter at the next one, the last after 4 s unless it has an end', () => {
    expect(
      cues(getFormat('Matroska chapters').parse(sampleInput('matroska-chapters/sample.xml'))),
    ).toEqual([
      [0, 312500, 'Opening'],
      [312500, 1200000, 'Act one & two'],
      [1200000, 1290000, 'Credits'],
    ]);
  });

  it('reads nested chapters and writes ends only where they are not implied', () => {
    const text = `<Chapters><EditionEntry><ChapterAtom><ChapterTimeStart>00:00:00.000000000</ChapterTimeStart><ChapterDisplay><ChapterString>Part</ChapterString></ChapterDisplay>
<ChapterAtom><ChapterTimeStart>00:00:10.123456789</ChapterTimeStart><ChapterDisplay><ChapterString>Scene</ChapterString></ChapterDisplay></ChapterAtom></ChapterAtom></EditionEntry></Chapters>`;
    expect(cues(read('Matroska chapters', text))).toEqual([
      [0, 10123, 'Part'],
      [10123, 14123, 'Scene'],
    ]);
    const written = write('Matroska chapters', foreign([0, 5000, 'a\nb'], [6000, 10000, 'c']));
    expect(written).toContain('<ChapterTimeEnd>00:00:05.000000000</ChapterTimeEnd>');
    expect(written).not.toContain('<ChapterTimeEnd>00:00:10');
    expect(written).toContain('<ChapterString>a b</ChapterString>');
  });
});

describe('frame-based layouts', () => {
  it('Film Edit xml counts frames at its declared fps, \\N between lines', () => {
    expect(
      cues(getFormat('Film Edit xml').parse(sampleInput('film-edit-xml/sample.xml')))[1],
    ).toEqual([4000, 6200, 'Two lines\njoined by backslash N']);
  });

  it('Rhozet Harmonic reads at 23.976 fps and writes at the rate asked for', () => {
    expect(
      cues(getFormat('Rhozet Harmonic').parse(sampleInput('rhozet-harmonic/sample.xml')))[1],
    ).toEqual([4004, 6256, 'First line\nsecond line']);
    const written = write('Rhozet Harmonic', foreign([1000, 2500, "It's"]), 25);
    expect(written).toContain(
      "<Data StartTimecode='00:00:01:00' EndTimecode='00:00:02:13' Title='It&apos;s'/>",
    );
  });

  it('XIF takes its rate from the timing standard', () => {
    const subtitle = getFormat('XIF').parse(sampleInput('xif/sample.xif'));
    expect(cues(subtitle)[2]).toEqual([36007200, 36009000, 'Smith & Sons']);
    expect(write('XIF', foreign([1000, 2000, 'a']), 29.97)).toContain('Type="SMPTE30DF"');
  });
});

describe('YouTube Annotations', () => {
  it('reads rectRegion times as decimal seconds and leaves out annotations without text', () => {
    const text = `<document><annotations>
<annotation id="a" type="highlight"><segment><movingRegion type="rect"><rectRegion t="0:00:01.0"/><rectRegion t="0:00:02.0"/></movingRegion></segment></annotation>
<annotation id="b" type="text" style="popup"><TEXT>Pop</TEXT><segment><movingRegion type="rect"><rectRegion t="0:00:05.5" d="0"/><rectRegion t="0:01:07.25" d="0"/></movingRegion></segment></annotation>
</annotations></document>`;
    expect(cues(read('YouTube Annotations', text))).toEqual([[5500, 67250, 'Pop']]);
  });
});

describe('the family at large', () => {
  it('refuses a document of another format', () => {
    expect(() => read('Captionate', '<uts><ut secIn="1" secOut="2">a</ut></uts>')).toThrow(
      SubtitleFormatError,
    );
    expect(() => read('XIF', 'no markup at all')).toThrow(SubtitleFormatError);
  });

  it('reads a document without cues as an empty subtitle, written in the default document', () => {
    const empty = read('Xml', '<?xml version="1.0"?>\n<Subtitle>\n</Subtitle>\n');
    expect(empty.paragraphs).toEqual([]);
    expect(getFormat('Xml').write(empty, { newLine: '\n' })).toBe(
      '<?xml version="1.0" encoding="utf-8"?>\n<Subtitle>\n  \n</Subtitle>\n',
    );
  });

  it('claims a .xml upload by its content, whatever the file is called', () => {
    expect(
      detectFormat({ ...sampleInput('captionate-ms/sample.xml'), fileName: 'x.srt' })?.name,
    ).toBe('Captionate MS');
  });
});
