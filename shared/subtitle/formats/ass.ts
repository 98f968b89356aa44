import type { Subtitle } from '../model';
import { type AssVariant, parseAss } from './assCommon';
import { writeAss } from './assWrite';
import { baseName, detectionPrefix } from './textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from './types';

// Advanced Sub Station Alpha (.ass, script type v4.00+).

const variant: AssVariant = {
  name: 'Advanced Sub Station Alpha',
  eventFields: [
    'Layer',
    'Start',
    'End',
    'Style',
    'Name',
    'MarginL',
    'MarginR',
    'MarginV',
    'Effect',
    'Text',
  ],
  stylesSection: '[V4+ Styles]',
  defaultMargin: '0',
  defaultHeader: (title) =>
    [
      '[Script Info]',
      `Title: ${title}`,
      'ScriptType: v4.00+',
      'PlayResX: 1920',
      'PlayResY: 1080',
      'ScaledBorderAndShadow: yes',
      '',
      '[V4+ Styles]',
      'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
      'Style: Default,Arial,60,&H00FFFFFF,&H0000FFFF,&H00000000,&H80000000,0,0,0,0,100,100,0,0,1,3,1,2,60,60,50,1',
    ].join('\n'),
};

function detect(input: FormatInput): number {
  const prefix = detectionPrefix(input).toLowerCase();
  if (prefix.includes('[v4+ styles]') || /scripttype:\s*v4\.00\+/.test(prefix)) return 0.95;
  if (prefix.includes('[v4 styles]') || /scripttype:\s*v4\.00\s/.test(prefix)) return 0;
  if (prefix.includes('[events]') && /^dialogue:\s*\d+,/m.test(prefix)) return 0.6;
  if (prefix.includes('[script info]')) return 0.4;
  return 0;
}

export const advancedSubStationAlpha: SubtitleFormat = {
  name: variant.name,
  extensions: ['.ass'],
  binary: false,
  canRead: true,
  canWrite: true,
  detect,
  parse: (input) => parseAss(input, variant),
  write(subtitle: Subtitle, options: WriteOptions): string {
    const out = writeAss(subtitle, variant, baseName(subtitle.fileName));
    return options.newLine === '\n' ? out : out.replace(/\n/g, options.newLine);
  },
};
