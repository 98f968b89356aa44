// IMSC1 (TTML Profiles for Internet Media Subtitles and Captions, Text profile, .ttml), the
// profile Netflix's timed-text delivery also uses. A TTML1 document with an IMSC1 or Netflix
// ttp:profile (or IMSC1 namespaces); regions, tts:extent and the rest of the head are kept.
import type { Subtitle } from '../model';
import {
  IMSC1_PARAMETER_NAMESPACE,
  IMSC1_STYLING_NAMESPACE,
  IMSC1_TEXT_PROFILE,
  isTtmlNamespace,
  TTML_NAMESPACE,
  ttmlFlavour,
} from './ttml/namespaces';
import { readTtml } from './ttml/ttmlRead';
import { type TtmlProfile, writeTtml } from './ttml/ttmlWrite';
import type { FormatInput, SubtitleFormat, WriteOptions } from './types';

const NAME = 'IMSC1';

const PROFILE: TtmlProfile = {
  formatName: NAME,
  stylingNamespace: `${TTML_NAMESPACE}#styling`,
  defaultDocument: (nl) => ({
    header: [
      '<?xml version="1.0" encoding="utf-8"?>',
      `<tt xmlns="${TTML_NAMESPACE}" xmlns:ttp="${TTML_NAMESPACE}#parameter" xmlns:tts="${TTML_NAMESPACE}#styling" xmlns:ttm="${TTML_NAMESPACE}#metadata" xmlns:ittp="${IMSC1_PARAMETER_NAMESPACE}" xmlns:itts="${IMSC1_STYLING_NAMESPACE}" xml:lang="en" ttp:profile="${IMSC1_TEXT_PROFILE}" ttp:timeBase="media" ttp:frameRate="25" ittp:aspectRatio="16 9">`,
      '  <head>',
      '    <styling>',
      '      <style xml:id="s0" tts:fontFamily="proportionalSansSerif" tts:fontSize="100%" tts:lineHeight="125%" tts:color="white" tts:textAlign="center" tts:textOutline="black 5%"/>',
      '    </styling>',
      '    <layout>',
      '      <region xml:id="bottom" tts:origin="10% 80%" tts:extent="80% 15%" tts:displayAlign="after"/>',
      '      <region xml:id="top" tts:origin="10% 5%" tts:extent="80% 15%" tts:displayAlign="before"/>',
      '    </layout>',
      '  </head>',
      '  <body style="s0" region="bottom">',
      '    <div>',
      '      ',
    ].join(nl),
    footer: [`${nl}    </div>`, '  </body>', `</tt>${nl}`].join(nl),
  }),
};

export function detectImsc1(input: FormatInput): number {
  return ttmlFlavour(input.text) === 'imsc1' ? 0.97 : 0;
}

export function parseImsc1(input: FormatInput): Subtitle {
  return readTtml(input.text, input.fileName, {
    formatName: NAME,
    acceptsNamespace: isTtmlNamespace,
  });
}

export function writeImsc1(subtitle: Subtitle, options: WriteOptions): string {
  return writeTtml(subtitle, options, PROFILE);
}

export const imsc1: SubtitleFormat = {
  name: NAME,
  extensions: ['.ttml', '.xml'],
  binary: false,
  canRead: true,
  canWrite: true,
  detect: detectImsc1,
  parse: parseImsc1,
  write: writeImsc1,
};
