import { ASS_SIGNATURE, assFormat, SSA_SIGNATURE } from './assFormat';

// Advanced Sub Station Alpha (.ass, script type v4.00+).

export const advancedSubStationAlpha = assFormat({
  extension: '.ass',
  signature: ASS_SIGNATURE,
  otherSignature: SSA_SIGNATURE,
  dialogue: /^dialogue:\s*\d+,/m,
  dialogueConfidence: 0.6,
  scriptInfoConfidence: 0.4,
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
});
