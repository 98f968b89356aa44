import { describe, expect, it } from 'vitest';
import { detectFormat, getFormat } from '../../../../../shared/subtitle/formats/registry';
import type { Subtitle } from '../../../../../shared/subtitle/model';
import { cues, sampleInput, sampleText, textInput } from './helpers';

// D-Cinema (Interop and SMPTE) and the Final Cut Pro documents: time units, styles that come
// from around a cue, line order on screen, anchored titles and versions.

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

describe('D-Cinema', () => {
  it('Interop: ticks of 4 ms, lines top to bottom by VPosition, inline fonts', () => {
    expect(
      cues(getFormat('D-Cinema interop').parse(sampleInput('d-cinema-interop/sample.xml'))),
    ).toEqual([
      [1000, 3500, 'Ticks of four milliseconds'],
      [4000, 6800, 'The upper line\n<i>the lower, in italics</i>'],
      [7200, 9000, 'Mixed <b>bold</b> & plain'],
    ]);
  });

  it('Interop: a Font around subtitles makes them italic, top-aligned lines go downwards', () => {
    const text = `<DCSubtitle Version="1.0"><Font Italic="yes">
<Subtitle SpotNumber="1" TimeIn="00:00:01.500" TimeOut="00:00:02:125">
<Text VAlign="top" VPosition="20">second</Text><Text VAlign="top" VPosition="10">first</Text>
</Subtitle></Font></DCSubtitle>`;
    expect(cues(getFormat('D-Cinema interop').parse(textInput(text)))).toEqual([
      [1500, 2500, '<i>first</i>\n<i>second</i>'],
    ]);
  });

  it('SMPTE: frames at the TimeCodeRate, the edition told by the namespace', () => {
    for (const year of ['2007', '2010', '2014']) {
      const input = sampleInput(`d-cinema-smpte-${year}/sample.xml`);
      expect(detectFormat(input)?.name).toBe(`D-Cinema SMPTE ${year}`);
      expect(cues(getFormat(`D-Cinema SMPTE ${year}`).parse(input))[2]).toEqual([
        7250,
        9958,
        'Ladies & gentlemen',
      ]);
    }
    const at25 = sampleText('d-cinema-smpte-2010/sample.xml').replace(
      '<TimeCodeRate>24</TimeCodeRate>',
      '<TimeCodeRate>25</TimeCodeRate>',
    );
    expect(cues(getFormat('D-Cinema SMPTE 2010').parse(textInput(at25)))[2]?.slice(0, 2)).toEqual([
      7240, 9920,
    ]);
  });

  it('writes each line as a Text, the lower one nearer the bottom, italics in a Font', () => {
    const written = getFormat('D-Cinema SMPTE 2014').write(
      foreign([1000, 2000, 'top\n<i>bottom</i>']),
      {
        newLine: '\n',
        frameRate: 25,
      },
    ) as string;
    expect(written).toContain('<TimeCodeRate>25</TimeCodeRate>');
    expect(written).toContain(
      '<Text Vposition="14" Valign="bottom" Halign="center" Direction="ltr">top</Text>',
    );
    expect(written).toContain(
      '<Text Vposition="8" Valign="bottom" Halign="center" Direction="ltr"><Font Italic="yes">bottom</Font></Text>',
    );
    expect(written).toMatch(
      /<Id>urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}<\/Id>/,
    );
  });
});

describe('Final Cut Pro Xml (xmeml)', () => {
  it('counts frames at the sequence rate, ntsc making 25 into 24.975', () => {
    const sample = sampleText('final-cut-pro-xml/sample.xml');
    expect(cues(getFormat('Final Cut Pro Xml').parse(textInput(sample)))[2]).toEqual([
      7000,
      9000,
      '<i>Whispered, in italics</i>',
    ]);
    const ntsc = sample.replaceAll('<ntsc>FALSE</ntsc>', '<ntsc>TRUE</ntsc>');
    expect(cues(getFormat('Final Cut Pro Xml').parse(textInput(ntsc)))[0]?.slice(0, 2)).toEqual([
      1001, 3524,
    ]);
  });

  it('writes a whole-paragraph style, lines separated by carriage returns', () => {
    const written = getFormat('Final Cut Pro Xml').write(
      foreign([1000, 2000, '<i><b>a\nb</b></i>']),
      {
        newLine: '\n',
        frameRate: 25,
      },
    ) as string;
    expect(written).toContain('<value>a&#13;b</value>');
    expect(written).toMatch(/<value>4<\/value>\s*<\/parameter>/);
    expect(written).toContain('<start>25</start>');
  });
});

describe('FCPXML', () => {
  it('one format per version, later versions read as 1.14', () => {
    for (let minor = 5; minor <= 14; minor++) {
      const input = sampleInput(`final-cut-pro-xml-1-${minor}/sample.fcpxml`);
      expect(detectFormat(input)?.name).toBe(`Final Cut Pro Xml 1.${minor}`);
    }
    const future = sampleText('final-cut-pro-xml-1-14/sample.fcpxml').replace(
      'version="1.14"',
      'version="1.15"',
    );
    expect(detectFormat(textInput(future, 'x.fcpxml'))?.name).toBe('Final Cut Pro Xml 1.14');
    const old = future.replace('version="1.15"', 'version="1.4"');
    // Subtitle Edit's 1.3 and 1.4 layouts are not among these.
    expect(detectFormat(textInput(old, 'x.fcpxml'))).toBeUndefined();
  });

  it('reads rational times, runs styled by their text-style-def, anchored titles shifted', () => {
    const text = `<fcpxml version="1.10"><resources><format id="r1" frameDuration="1/25s"/></resources>
<library><event><project><sequence format="r1"><spine>
<title offset="1s" duration="3/2s" start="1s"><text><text-style ref="a">Hello </text-style><text-style ref="b">you</text-style></text>
<text-style-def id="a"><text-style font="F"/></text-style-def><text-style-def id="b"><text-style font="F" italic="1"/></text-style-def></title>
<gap offset="10s" duration="20s" start="3600s"><title lane="1" offset="3602s" duration="1s"><text><text-style ref="a">In a gap</text-style></text></title></gap>
</spine></sequence></project></event></library></fcpxml>`;
    expect(cues(getFormat('Final Cut Pro Xml 1.10').parse(textInput(text)))).toEqual([
      [1000, 2500, 'Hello <i>you</i>'],
      [12000, 13000, 'In a gap'],
    ]);
  });

  it('writes times as whole frames of the format', () => {
    const written = getFormat('Final Cut Pro Xml 1.8').write(foreign([1000, 2000, 'a']), {
      newLine: '\n',
      frameRate: 25,
    }) as string;
    expect(written).toContain('frameDuration="1/25s"');
    expect(written).toContain('offset="25/25s" ref="r2" duration="25/25s"');
  });
});
