// Timed Text Markup Language 1.0 (W3C TTML1, .xml). Shared reading and writing live in ttml/.
import type { Subtitle } from '../model';
import { isTtmlNamespace, TTML_NAMESPACE, ttmlFlavour } from './ttml/namespaces';
import { readTtml } from './ttml/ttmlRead';
import { type TtmlProfile, writeTtml } from './ttml/ttmlWrite';
import type { FormatInput, SubtitleFormat, WriteOptions } from './types';

const NAME = 'Timed Text 1.0';

const PROFILE: TtmlProfile = {
  formatName: NAME,
  stylingNamespace: `${TTML_NAMESPACE}#styling`,
  defaultDocument: (nl) => ({
    header: [
      '<?xml version="1.0" encoding="utf-8"?>',
      `<tt xmlns="${TTML_NAMESPACE}" xmlns:ttp="${TTML_NAMESPACE}#parameter" xmlns:tts="${TTML_NAMESPACE}#styling" xmlns:ttm="${TTML_NAMESPACE}#metadata" xml:lang="en" ttp:timeBase="media">`,
      '  <head>',
      '    <styling>',
      '      <style xml:id="s0" tts:fontFamily="proportionalSansSerif" tts:fontSize="100%" tts:color="white" tts:textAlign="center"/>',
      '    </styling>',
      '    <layout>',
      '      <region xml:id="bottom" tts:origin="10% 80%" tts:extent="80% 15%" tts:displayAlign="after" tts:textAlign="center"/>',
      '    </layout>',
      '  </head>',
      '  <body style="s0" region="bottom">',
      '    <div>',
      '      ',
    ].join(nl),
    footer: [`${nl}    </div>`, '  </body>', `</tt>${nl}`].join(nl),
  }),
};

export function detectTimedText10(input: FormatInput): number {
  return ttmlFlavour(input.text) === 'ttml' ? 0.95 : 0;
}

export function parseTimedText10(input: FormatInput): Subtitle {
  return readTtml(input.text, input.fileName, {
    formatName: NAME,
    acceptsNamespace: isTtmlNamespace,
  });
}

export function writeTimedText10(subtitle: Subtitle, options: WriteOptions): string {
  return writeTtml(subtitle, options, PROFILE);
}

export const timedText10: SubtitleFormat = {
  name: NAME,
  extensions: ['.xml', '.ttml'],
  binary: false,
  canRead: true,
  canWrite: true,
  detect: detectTimedText10,
  parse: parseTimedText10,
  write: writeTimedText10,
};
