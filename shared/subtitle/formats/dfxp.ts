// DFXP: TTML as published in 2006 (Distribution Format Exchange Profile, .dfxp), which uses the
// http://www.w3.org/2006/10/ttaf1 namespaces instead of TTML1's. Otherwise read and written
// like Timed Text 1.0, by the shared code in ttml/.
import type { Subtitle } from '../model';
import { DFXP_NAMESPACE, isDfxpNamespace, ttmlFlavour } from './ttml/namespaces';
import { readTtml } from './ttml/ttmlRead';
import { type TtmlProfile, writeTtml } from './ttml/ttmlWrite';
import type { FormatInput, SubtitleFormat, WriteOptions } from './types';

const NAME = 'DFXP';

const PROFILE: TtmlProfile = {
  formatName: NAME,
  stylingNamespace: `${DFXP_NAMESPACE}#styling`,
  defaultDocument: (nl) => ({
    header: [
      '<?xml version="1.0" encoding="utf-8"?>',
      `<tt xmlns="${DFXP_NAMESPACE}" xmlns:ttp="${DFXP_NAMESPACE}#parameter" xmlns:tts="${DFXP_NAMESPACE}#styling" xmlns:ttm="${DFXP_NAMESPACE}#metadata" xml:lang="en" ttp:timeBase="media">`,
      '  <head>',
      '    <styling>',
      '      <style xml:id="s0" tts:fontFamily="proportionalSansSerif" tts:fontSize="100%" tts:color="white" tts:textAlign="center"/>',
      '    </styling>',
      '    <layout>',
      '      <region xml:id="bottom" tts:origin="10% 80%" tts:extent="80% 15%" tts:displayAlign="after"/>',
      '    </layout>',
      '  </head>',
      '  <body style="s0" region="bottom">',
      '    <div>',
      '      ',
    ].join(nl),
    footer: [`${nl}    </div>`, '  </body>', `</tt>${nl}`].join(nl),
  }),
};

export function detectDfxp(input: FormatInput): number {
  return ttmlFlavour(input.text) === 'dfxp' ? 0.95 : 0;
}

export function parseDfxp(input: FormatInput): Subtitle {
  return readTtml(input.text, input.fileName, {
    formatName: NAME,
    acceptsNamespace: isDfxpNamespace,
  });
}

export function writeDfxp(subtitle: Subtitle, options: WriteOptions): string {
  return writeTtml(subtitle, options, PROFILE);
}

export const dfxp: SubtitleFormat = {
  name: NAME,
  extensions: ['.dfxp', '.xml'],
  binary: false,
  canRead: true,
  canWrite: true,
  detect: detectDfxp,
  parse: parseDfxp,
  write: writeDfxp,
};
