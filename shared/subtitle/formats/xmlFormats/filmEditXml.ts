// Film Edit xml: <filmeditxml> with the picture settings (<fps>, <dropped>, …), then <subtitle>
// elements with <num>, <dur> (ss:ff), <text> (lines joined by \N), <in>/<out> (hh:mm:ss:ff at
// the declared fps) and the placement.
import { SubtitleFormatError } from '../../errors';
import { xmlCueFormat } from './xmlCueDocument';
import {
  childNamed,
  childrenNamed,
  escapeXmlText,
  msToTimecodeAt,
  plainText,
  readFrameRate,
  requiredChildText,
  textOf,
  timecodeToMsAt,
} from './xmlText';
import { msToFrames } from '../../time';
import { nominalFrameRate } from '../frameTimecode';

/** The duration as seconds:frames. */
function duration(ms: number, frameRate: number): string {
  const frames = msToFrames(Math.max(0, ms), frameRate);
  const nominal = nominalFrameRate(frameRate);
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${pad(Math.floor(frames / nominal))}:${pad(frames % nominal)}`;
}

export const filmEditXml = xmlCueFormat<number>({
  name: 'Film Edit xml',
  extensions: ['.xml'],
  detect: (prefix) => (/<filmeditxml[\s>]/.test(prefix) ? 0.95 : 0),
  context: (root, frameRate) => {
    if (root.localName !== 'filmeditxml') throw new SubtitleFormatError('Not a Film Edit document');
    const fps = childNamed(root, 'fps');
    return (fps && readFrameRate(textOf(fps))) ?? frameRate;
  },
  cues: (root) => childrenNamed(root, 'subtitle'),
  read: (element, frameRate) => ({
    start: timecodeToMsAt(requiredChildText(element, 'in'), frameRate),
    end: timecodeToMsAt(requiredChildText(element, 'out'), frameRate),
    text: requiredChildText(element, 'text').trim().replaceAll('\\N', '\n'),
  }),
  write: (paragraphs, frameRate) =>
    paragraphs.map((paragraph, index) =>
      [
        '<subtitle>',
        `  <num>${index}</num>`,
        `  <dur>${duration(paragraph.end - paragraph.start, frameRate)}</dur>`,
        `  <text>${escapeXmlText(plainText(paragraph.text).replaceAll('\n', '\\N'))}</text>`,
        `  <in>${msToTimecodeAt(paragraph.start, frameRate)}</in>`,
        `  <out>${msToTimecodeAt(paragraph.end, frameRate)}</out>`,
        '  <align>C</align>',
        '  <posx>0</posx>',
        '  <posy>308</posy>',
        '  <memo />',
        '</subtitle>',
      ].join('\n'),
    ),
  defaultDocument: (frameRate) => ({
    header: [
      '<?xml version="1.0" encoding="utf-8"?>',
      '<filmeditxml>',
      '  <font>Arial</font>',
      '  <points>22</points>',
      '  <width>720</width>',
      '  <height>576</height>',
      '  <virtualwidth>586</virtualwidth>',
      '  <virtualheight>330</virtualheight>',
      '  <par>1420</par>',
      `  <fps>${Number(frameRate.toFixed(3))}</fps>`,
      '  <dropped>False</dropped>',
      '  ',
    ].join('\n'),
    footer: '\n</filmeditxml>\n',
  }),
});
