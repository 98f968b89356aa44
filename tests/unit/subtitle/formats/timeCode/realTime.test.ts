import { describe, expect, it } from 'vitest';
import { cues, parseAs, sample, subtitleOf, writeAs } from './helpers';

describe('RealTime (RealText)', () => {
  it('reads <time begin end/> cues, <br/>, kept <i> and entities', () => {
    const read = sample('realtime/basic.rt');
    expect(cues(read)).toEqual([
      [1000, 3500, 'Hello there!\nHow are you?'],
      [4250, 6800, '<i>Fine</i>, thanks. Café & tea?'],
      [70000, 72340, '♪ La la la ♪'],
    ]);
    expect(read.header?.split('\n')[0]).toMatch(/^<window /);
  });

  it('reads begin-only times in their short forms; an empty <time> ends the cue before', () => {
    expect(cues(sample('realtime/begin-only.rt'))).toEqual([
      [1000, 3500, 'Shown from 1 s'],
      [3500, 8000, 'From 3.5 s, until the next one'],
      [10200, 12200, 'Last one'],
    ]);
  });

  it('reads days, hours and fractions of the RealText clock', () => {
    const text = '<window><time begin="1:00:00:01.5" end="1:00:00:03"/>Day two</window>';
    expect(cues(parseAs('RealTime', text))).toEqual([[86_401_500, 86_403_000, 'Day two']]);
  });

  it('writes escaped text, <br/> and closes the header it opened', () => {
    const written = writeAs('RealTime', subtitleOf([[1000, 2500, '<i>A</i> & <b>b</b>\n1 < 2']]));
    expect(written).toContain(
      '<time begin="0:00:01.00" end="0:00:02.50"/><clear/><i>A</i> &amp; <b>b</b><br/>1 &lt; 2\n',
    );
    expect(written.endsWith('</b>\n</center>\n</font>\n</window>\n')).toBe(true);
  });
});
