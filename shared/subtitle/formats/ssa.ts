import type { Subtitle } from '../model';
import { type AssVariant, parseAss } from './assCommon';
import { writeAss } from './assWrite';
import { baseName, detectionPrefix } from './textScan';
import type { FormatInput, SubtitleFormat, WriteOptions } from './types';

// Sub Station Alpha (.ssa, script type v4.00): like ASS but with "Marked=" instead of a layer,
// the older [V4 Styles] fields and decimal colours.

const variant: AssVariant = {
  name: 'Sub Station Alpha',
  eventFields: [
    'Marked',
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
  stylesSection: '[V4 Styles]',
  defaultMargin: '0000',
  defaultHeader: (title) =>
    [
      '[Script Info]',
      `Title: ${title}`,
      'ScriptType: v4.00',
      'PlayResX: 384',
      'PlayResY: 288',
      '',
      '[V4 Styles]',
      'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, TertiaryColour, BackColour, Bold, Italic, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, AlphaLevel, Encoding',
      'Style: Default,Arial,20,16777215,65535,65535,-2147483640,-1,0,1,2,1,2,30,30,20,0,1',
    ].join('\n'),
};

function detect(input: FormatInput): number {
  const prefix = detectionPrefix(input).toLowerCase();
  if (prefix.includes('[v4+ styles]') || /scripttype:\s*v4\.00\+/.test(prefix)) return 0;
  if (prefix.includes('[v4 styles]') || /scripttype:\s*v4\.00\s/.test(prefix)) return 0.95;
  if (prefix.includes('[events]') && /^dialogue:\s*marked=/m.test(prefix)) return 0.7;
  if (prefix.includes('[script info]')) return 0.3;
  return 0;
}

export const subStationAlpha: SubtitleFormat = {
  name: variant.name,
  extensions: ['.ssa'],
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
