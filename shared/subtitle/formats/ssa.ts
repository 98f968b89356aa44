import { ASS_SIGNATURE, assFormat, SSA_SIGNATURE } from './assFormat';

// Sub Station Alpha (.ssa, script type v4.00): like ASS but with "Marked=" instead of a layer,
// the older [V4 Styles] fields and decimal colours.

export const subStationAlpha = assFormat({
  extension: '.ssa',
  signature: SSA_SIGNATURE,
  otherSignature: ASS_SIGNATURE,
  dialogue: /^dialogue:\s*marked=/m,
  dialogueConfidence: 0.7,
  scriptInfoConfidence: 0.3,
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
});
