import { describe, expect, it } from 'vitest';
import { SubtitleFormatError } from '../../../../shared/subtitle/errors';
import { advancedSubStationAlpha } from '../../../../shared/subtitle/formats/ass';
import { formatAssTime } from '../../../../shared/subtitle/formats/assWrite';
import { subStationAlpha } from '../../../../shared/subtitle/formats/ssa';
import { fixtureText } from '../fixtureFiles';

function input(text: string) {
  return { text, bytes: new Uint8Array(), fileName: 'x.ass' };
}

describe('Advanced Sub Station Alpha', () => {
  const subtitle = advancedSubStationAlpha.parse(input(fixtureText('ass/basic.ass')));

  it('gives each event the fields it has while repeated fields share one extra', () => {
    const events = [
      'Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,a',
      'Dialogue: 0,0:00:02.00,0:00:03.00,Default,,0,0,0,,b',
      'Dialogue: 0,0:00:03.00,0:00:04.00,Sign,,0,0,0,,c',
      'Comment: 0,0:00:04.00,0:00:05.00,Sign,,0,0,0,,d',
      'Dialogue: 0,0:00:05.00,0:00:06.00,Sign,,0,0,0,,e',
      'Dialogue: 1,0:00:06.00,0:00:07.00,Default,Ann,0,0,0,fx,f',
    ];
    const { paragraphs } = advancedSubStationAlpha.parse(
      input(
        `[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n${events.join('\n')}\n`,
      ),
    );
    const fields = { actor: '', marginL: '0', marginR: '0', marginV: '0', effect: '' };
    expect(paragraphs.map((p) => p.extra)).toEqual([
      { layer: '0', style: 'Default', ...fields },
      { layer: '0', style: 'Default', ...fields },
      { layer: '0', style: 'Sign', ...fields },
      { comment: true, layer: '0', style: 'Sign', ...fields },
      { layer: '0', style: 'Sign', ...fields },
      { layer: '1', style: 'Default', ...fields, actor: 'Ann', effect: 'fx' },
    ]);
    expect(paragraphs[1]?.extra).toBe(paragraphs[0]?.extra);
    expect(paragraphs[4]?.extra).not.toBe(paragraphs[3]?.extra);
  });

  it('keeps everything before [Events] as the header and later sections as the footer', () => {
    expect(subtitle.header?.startsWith('[Script Info]\n; Written by hand')).toBe(true);
    expect(subtitle.header?.endsWith('0,0,0,100,100,0,0,1,1,0,8,10,10,10,1')).toBe(true);
    expect(subtitle.footer).toBe('[Aegisub Project Garbage]\nActive Line: 2');
  });

  it('puts layer, style, actor, margins and effect in extra and keeps override tags', () => {
    expect(subtitle.paragraphs[1]).toEqual({
      number: 2,
      start: 4000,
      end: 6500,
      text: '{\\pos(640,80)}HARBOUR MASTER',
      extra: {
        layer: '1',
        style: 'Sign',
        actor: '',
        marginL: '20',
        marginR: '20',
        marginV: '15',
        effect: '',
      },
    });
    expect(subtitle.paragraphs[3]).toMatchObject({
      start: 7000,
      end: 9990,
      text: 'First line\nSecond, with a comma',
      extra: { actor: 'Jon', effect: 'Scroll up;40;200' },
    });
    expect(subtitle.paragraphs[4]).toMatchObject({
      start: 5025670,
      text: '{\\i1}Leaning{\\i0} text',
    });
  });

  it('keeps Comment lines, marked as comments', () => {
    expect(subtitle.paragraphs[2]).toMatchObject({
      text: 'timing note, keep it',
      extra: { comment: true },
    });
  });

  it('writes a default header and turns HTML italics into override tags for other formats', () => {
    const out = advancedSubStationAlpha.write(
      {
        fileName: 'movie.srt',
        format: 'SubRip',
        paragraphs: [{ number: 1, start: 1234, end: 5678, text: '<i>Hi</i>\nthere' }],
      },
      { newLine: '\n' },
    );
    expect(out).toContain('Title: movie\nScriptType: v4.00+');
    expect(out).toContain('[V4+ Styles]');
    expect(
      String(out).endsWith(
        '[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\nDialogue: 0,0:00:01.23,0:00:05.68,Default,,0,0,0,,{\\i1}Hi{\\i0}\\Nthere\n',
      ),
    ).toBe(true);
  });

  it('refuses a script without events', () => {
    expect(() => advancedSubStationAlpha.parse(input('[Script Info]\nTitle: x\n'))).toThrow(
      SubtitleFormatError,
    );
  });

  it('skips a cut-off Dialogue line and one with a letter in a time, keeping the others', () => {
    const subtitle = advancedSubStationAlpha.parse(
      input(
        [
          '[Events]',
          'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
          'Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,Good one',
          'Dialogue: 0,0:00:0x.00,0:00:04.00,Default,,0,0,0,,Letter',
          'Dialogue: 0,0:00:05.00,0:00',
          'Dialogue: 0,0:00:07.00,0:00:08.00,Default,,0,0,0,,Good two',
          'Format: Layer, Start, Text',
          'Dialogue: 0,0:00:09.00,0:00:10.00,Default,,0,0,0,,Old fields still apply',
        ].join('\n'),
      ),
    );
    expect(subtitle.paragraphs.map((p) => [p.start, p.end, p.text])).toEqual([
      [1000, 2000, 'Good one'],
      [7000, 8000, 'Good two'],
      [9000, 10000, 'Old fields still apply'],
    ]);
    expect(subtitle.warnings).toEqual([
      {
        line: 4,
        message:
          'The start or end time of "Dialogue: 0,0:00:0x.00,0:00:04.00,Defaul…" could not be read',
      },
      {
        line: 5,
        message:
          'The line "Dialogue: 0,0:00:05.00,0:00" has too few fields (expected 10): it may be cut off',
      },
      {
        line: 7,
        message: 'The [Events] Format line needs Start, End and Text last; it was ignored',
      },
    ]);
  });

  it('formats centiseconds with an unpadded hour', () => {
    expect(formatAssTime(0)).toBe('0:00:00.00');
    expect(formatAssTime(3723455)).toBe('1:02:03.46');
    expect(formatAssTime(36000000)).toBe('10:00:00.00');
  });
});

describe('Sub Station Alpha', () => {
  it('reads Marked and the v4 fields', () => {
    const subtitle = subStationAlpha.parse(input(fixtureText('ssa/basic.ssa')));
    expect(subtitle.paragraphs[1]).toEqual({
      number: 2,
      start: 3100,
      end: 5000,
      text: '{\\i1}Quiet{\\i0} now\nsleep',
      extra: {
        marked: 'Marked=1',
        style: 'Default',
        actor: '',
        marginL: '0010',
        marginR: '0010',
        marginV: '0020',
        effect: '!Effect',
      },
    });
  });

  it('does not reuse an ASS header when writing SSA', () => {
    const ass = advancedSubStationAlpha.parse(input(fixtureText('ass/basic.ass')));
    const out = subStationAlpha.write(ass, { newLine: '\n' });
    expect(out).toContain('[V4 Styles]');
    expect(out).not.toContain('[V4+ Styles]');
    expect(out).toContain(
      'Dialogue: Marked=0,0:00:01.20,0:00:03.45,Default,Mara,0,0,0,,The tide is turning.',
    );
  });
});
