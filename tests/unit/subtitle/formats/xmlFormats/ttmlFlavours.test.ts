import { describe, expect, it } from 'vitest';
import { detectFormat, getFormat } from '../../../../../shared/subtitle/formats/registry';
import { ttmlFlavour } from '../../../../../shared/subtitle/formats/ttml/namespaces';
import type { Subtitle } from '../../../../../shared/subtitle/model';
import { cues, sampleInput, textInput } from './helpers';

// The TTML flavours declared through the family's factory: which flavour a document's prefix
// declares, what each sample reads as, and the document each writes for another format's lines.

const TT = 'xmlns="http://www.w3.org/ns/ttml"';
const doc = (root: string, head = ''): string =>
  `<?xml version="1.0"?>\n<tt ${root}>${head}<body><div><p begin="1s" end="2s">x</p></div></body></tt>`;

const FOREIGN: Subtitle = {
  fileName: 'a.srt',
  format: 'SubRip',
  paragraphs: [
    { number: 1, start: 1000, end: 2500, text: 'Plain <i>and italic</i>' },
    { number: 2, start: 3000, end: 4000, text: '<b>Bold</b>\nsecond line' },
  ],
};

describe('TTML flavour of a document prefix', () => {
  it.each([
    [doc(TT), 'ttml'],
    [doc('xmlns="http://www.w3.org/2006/10/ttaf1"'), 'dfxp'],
    [doc('xmlns="http://www.w3.org/2004/10/ttaf1"'), 'dfxp'],
    [doc('xmlns="http://www.w3.org/2006/04/ttaf1"'), 'ttaf200604'],
    [
      '<tt xmlns="http://www.w3.org/2006/04/ttaf1" xmlns:ttm="x"><head/><ttm:metadata/><body/></tt>',
      'ooyala',
    ],
    [
      doc(`${TT} xmlns:ttp="x" ttp:profile="http://www.w3.org/ns/ttml/profile/imsc1/text"`),
      'imsc1',
    ],
    [doc(`${TT} ttp:contentProfiles="http://www.w3.org/ns/ttml/profile/imsc1.1/text"`), 'imsc11'],
    [
      doc(TT, '<head><metadata><ttm:title>Netflix Subtitle</ttm:title></metadata></head>'),
      'netflix',
    ],
    [doc(`${TT} xmlns:ebuttm="urn:ebu:tt:metadata" ttp:timeBase="media"`), 'ebuTtD'],
    [doc(`${TT} xmlns:ebuttm="urn:ebu:tt:metadata" ttp:timeBase="smpte"`), 'ebuTt'],
    [
      doc(`${TT} xmlns:ebutts="urn:ebu:tt:style" ebutts:linePadding="0.5c" ttp:timeBase="smpte"`),
      'ebuTtD',
    ],
    [doc(`${TT} xmlns:smpte="http://www.smpte-ra.org/schemas/2052-1/2010/smpte-tt"`), 'smpteTt'],
    [doc(`${TT} ttp:timeBase="smpte"`), 'itunes'],
    [doc('xmlns="urn:other"'), undefined],
    ['<tt><div><p begin="1s">flash</p></div></tt>', undefined],
  ])('%#: %s', (text, flavour) => {
    expect(ttmlFlavour(text)).toBe(flavour);
  });
});

describe('TTML flavour samples', () => {
  it('EBU-TT: tt:-prefixed, frames at 25 on the smpte time base', () => {
    const subtitle = getFormat('EBU-TT').parse(sampleInput('ebu-tt/sample.xml'));
    expect(cues(subtitle)).toEqual([
      [36001000, 36003480, 'The archive copy starts at ten hours'],
      [36004000, 36006800, 'Two rows\nin one subtitle'],
      [36007200, 36009000, '<i>A whisper, in italics</i>'],
      [36010000, 36012960, 'Ça va? Straße & Co.'],
    ]);
    expect(subtitle.paragraphs[0]?.extra).toEqual({
      ttmlAttributes: 'xml:id="sub1" region="bottom"',
    });
  });

  it('EBU-TT-D: styles by reference, read and written as spans', () => {
    const format = getFormat('EBU-TT-D');
    const subtitle = format.parse(sampleInput('ebu-tt-d/sample.xml'));
    expect(cues(subtitle).slice(2)).toEqual([
      [7000, 9040, 'Partly <i>in italics</i>'],
      [10000, 12000, '<b>Loud</b> & clear'],
    ]);
    const written = format.write(FOREIGN, { newLine: '\n' }) as string;
    expect(written).toContain(
      '<p begin="00:00:01.000" end="00:00:02.500"><span style="textStyle">Plain </span><span style="textStyle italicStyle">and italic</span></p>',
    );
    expect(written).toContain(
      '<span style="textStyle boldStyle">Bold</span><span style="textStyle"><br/>second line</span>',
    );
  });

  it('iTunes Timed Text: frames at 24 × 999/1000', () => {
    const subtitle = getFormat('iTunes Timed Text').parse(
      sampleInput('itunes-timed-text/sample.itt'),
    );
    expect(cues(subtitle)[3]).toEqual([10501, 12000, 'A sign at the top']);
    const written = getFormat('iTunes Timed Text').write(FOREIGN, { newLine: '\n', frameRate: 25 });
    expect(written).toContain('ttp:timeBase="smpte" ttp:frameRate="25" ttp:dropMode="nonDrop"');
    // 2.5 s is frame 12.5 of the second: the half rounds up.
    expect(written).toContain('<p begin="00:00:01:00" end="00:00:02:13">');
  });

  it('SMPTE-TT 2052: frames at 30 × 1000/1001', () => {
    const subtitle = getFormat('SMPTE-TT 2052').parse(sampleInput('smpte-tt-2052/sample.xml'));
    expect(cues(subtitle)[1]).toEqual([3000, 5968, 'Caption channel one\ncarries this line']);
  });

  it('the drafts: 2006-04 and its Ooyala layout apart from DFXP', () => {
    expect(detectFormat(sampleInput('timed-text-2006-04/sample.xml'))?.name).toBe(
      'Timed Text draft 2006-04',
    );
    expect(detectFormat(sampleInput('timed-text-2006-04-ooyala/sample.dfxp'))?.name).toBe(
      'Timed Text draft 2006-04 Ooyala',
    );
    expect(detectFormat(sampleInput('dfxp/sample.dfxp'))?.name).toBe('DFXP');
  });

  it('IMSC 1.1 apart from IMSC1, Netflix by its title', () => {
    expect(detectFormat(sampleInput('timed-text-imsc-1-1/sample.xml'))?.name).toBe(
      'Timed Text IMSC 1.1',
    );
    expect(detectFormat(sampleInput('imsc1/sample.ttml'))?.name).toBe('IMSC1');
    expect(detectFormat(sampleInput('netflix-timed-text/sample.dfxp'))?.name).toBe(
      'Netflix Timed Text',
    );
  });

  it.each([
    'EBU-TT',
    'EBU-TT-D',
    'SMPTE-TT 2052',
    'iTunes Timed Text',
    'Netflix Timed Text',
    'Timed Text IMSC 1.1',
    'Timed Text draft 2006-04',
    'Timed Text draft 2006-04 Ooyala',
  ])('%s writes a document it claims for another format’s lines', (name) => {
    const written = getFormat(name).write(FOREIGN, { newLine: '\r\n' }) as string;
    const input = textInput(written, 'upload.bin');
    expect(detectFormat(input)?.name).toBe(name);
    const read = getFormat(name).parse(input);
    expect(read.paragraphs.map((p) => p.text)).toEqual([
      'Plain <i>and italic</i>',
      '<b>Bold</b>\nsecond line',
    ]);
    expect(read.paragraphs[0]?.start).toBe(1000);
  });

  it('EBU-TT writes tt:-prefixed elements into a tt:-prefixed document', () => {
    const written = getFormat('EBU-TT').write(FOREIGN, { newLine: '\n' }) as string;
    expect(written).toContain(
      '<tt:p begin="00:00:01:00" end="00:00:02:12">Plain <tt:span tts:fontStyle="italic">and italic</tt:span></tt:p>',
    );
    expect(written).toContain('<tt:br/>second line</tt:p>');
  });
});
