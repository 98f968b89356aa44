import { describe, expect, it } from 'vitest';
import { SubtitleFormatError } from '../../../../../shared/subtitle/errors';
import { detectFormat, getFormat } from '../../../../../shared/subtitle/formats/registry';
import { cues, FILM_TIMES, foreign, parseAs, sampleInput, textInput, writeAs } from './helpers';

const [t1, t2, t3, t4] = FILM_TIMES;
const COLUMNS = 'Marker Name\tDescription\tIn\tOut\tDuration\tMarker Type';

describe('Adobe Premiere Markers', () => {
  it('reads the markers in frames, the description as the text', () => {
    const subtitle = parseAs(
      'Adobe Premiere Markers',
      sampleInput('adobe-premiere-markers/sample.csv'),
    );
    expect(cues(subtitle).slice(0, 2)).toEqual([
      [t1, t2, 'Welcome aboard.'],
      [t3, t4, 'Harbour lights'],
    ]);
  });

  it('gives a point marker a second, takes the name when there is no description, and reads ; as drop-frame', () => {
    const text = `${COLUMNS}\nName only\t\t00:00:10;00\t00:00:10;00\t00:00:00;00\tComment\n`;
    // 00:00:10;00 drop-frame: label 300 is real frame 300 at 29.97 fps.
    expect(cues(parseAs('Adobe Premiere Markers', textInput(text)))).toEqual([
      [10010, 11010, 'Name only'],
    ]);
  });

  it('writes one line per marker, its text in both name and description', () => {
    expect(
      writeAs('Adobe Premiere Markers', foreign([[1000, 2500, '<i>Two</i>\nlines']]), 25),
    ).toBe(`${COLUMNS}\nTwo lines\tTwo lines\t00:00:01:00\t00:00:02:13\t00:00:01:13\tComment\n`);
  });

  it('needs its column line', () => {
    const rows = 'Hello\tHello\t00:00:01:00\t00:00:02:00\t00:00:01:00\tComment\n';
    expect(getFormat('Adobe Premiere Markers').detect(textInput(rows))).toBe(0);
    expect(() => parseAs('Adobe Premiere Markers', textInput(rows))).toThrow(SubtitleFormatError);
  });
});

describe('EDL', () => {
  it('reads the events’ record times and clip names, skipping black events', () => {
    const subtitle = parseAs('EDL', sampleInput('edl/sample.edl'));
    expect(cues(subtitle)).toEqual([
      [t1, t2, 'Welcome aboard.'],
      [t3, t4, 'Two lines\nin one subtitle.'],
      [FILM_TIMES[4], FILM_TIMES[5], "Café crème, s'il vous plaît"],
      [FILM_TIMES[6], FILM_TIMES[7], 'Last one.'],
    ]);
    expect(subtitle.header).toBe('TITLE: harbour\nFCM: NON-DROP FRAME\n');
  });

  it('skips comments other than the clip name and reads FCM: DROP FRAME as 29.97 drop-frame', () => {
    const text = [
      'TITLE: cut',
      'FCM: DROP FRAME',
      '',
      '001  REEL1  V  C  01:00:00:00 01:00:02:00 00:01:00:02 00:01:01:02',
      '* FROM CLIP: /media/clip.mov',
      '* FROM CLIP NAME: Spoken line',
      'M2   REEL1  050.0  01:00:00:00',
      '',
    ].join('\n');
    const subtitle = parseAs('EDL', textInput(text));
    expect(cues(subtitle)).toEqual([[60060, 61061, 'Spoken line']]);
    expect(subtitle.warnings).toBeUndefined();
  });

  it('writes black events before the first subtitle and in the gaps', () => {
    const written = writeAs(
      'EDL',
      foreign([
        [2000, 3000, 'A'],
        [5000, 6000, 'B'],
      ]),
      25,
    );
    expect(written).toBe(
      [
        'TITLE: movie',
        'FCM: NON-DROP FRAME',
        '',
        '000001  BL       V     C        00:00:01:00 00:00:02:00 00:00:01:00 00:00:02:00',
        '',
        '000002  AX       V     C        00:00:02:00 00:00:03:00 00:00:02:00 00:00:03:00',
        '* FROM CLIP NAME: A',
        '',
        '000003  BL       V     C        00:00:03:00 00:00:04:00 00:00:03:00 00:00:04:00',
        '',
        '000004  AX       V     C        00:00:05:00 00:00:06:00 00:00:05:00 00:00:06:00',
        '* FROM CLIP NAME: B',
        '',
      ].join('\n'),
    );
  });

  it('leaves marker lists to DaVinci Resolve Marker EDL', () => {
    const input = sampleInput('davinci-resolve-marker-edl/sample.edl');
    expect(getFormat('EDL').detect(input)).toBe(0);
    expect(detectFormat(input)?.name).toBe('DaVinci Resolve Marker EDL');
  });
});

describe('DaVinci Resolve Marker EDL', () => {
  it('reads each marker’s start, its duration in frames, name and colour', () => {
    const subtitle = parseAs(
      'DaVinci Resolve Marker EDL',
      sampleInput('davinci-resolve-marker-edl/sample.edl'),
    );
    expect(cues(subtitle)[0]).toEqual([t1, t2, 'Welcome aboard.']);
    expect(subtitle.paragraphs[2]?.extra).toEqual({ resolveColor: 'ResolveColorRed' });
    expect(subtitle.paragraphs[0]?.extra).toBeUndefined();
  });

  it('shows a one-frame marker for two seconds', () => {
    const text =
      'TITLE: t\nFCM: NON-DROP FRAME\n\n001  001      V     C        00:00:05:00 00:00:05:01 00:00:05:00 00:00:05:01\n |C:ResolveColorGreen |M:Point |D:1\n';
    expect(cues(parseAs('DaVinci Resolve Marker EDL', textInput(text)))).toEqual([
      [5005, 7005, 'Point'],
    ]);
  });

  it('writes a one-frame event and the duration, on one line per marker', () => {
    expect(writeAs('DaVinci Resolve Marker EDL', foreign([[1000, 3000, 'a|b\nc']]), 25)).toBe(
      'TITLE: movie\nFCM: NON-DROP FRAME\n\n001  001      V     C        00:00:01:00 00:00:01:01 00:00:01:00 00:00:01:01  \n |C:ResolveColorBlue |M:a b c |D:50\n',
    );
  });
});
