// DFXP: TTML as published in 2006 (Distribution Format Exchange Profile, .dfxp), which uses the
// http://www.w3.org/2006/10/ttaf1 namespaces instead of TTML1's. Otherwise read and written
// like Timed Text 1.0, by the shared code in ttml/.
import { DFXP_NAMESPACE, isDfxpNamespace } from './ttml/namespaces';
import { ttmlFormat, ttmlSkeleton } from './ttml/ttmlFlavour';
import type { SubtitleFormat } from './types';

export const dfxp: SubtitleFormat = ttmlFormat({
  name: 'DFXP',
  extensions: ['.dfxp', '.xml'],
  acceptsNamespace: isDfxpNamespace,
  flavour: 'dfxp',
  confidence: 0.95,
  namespace: DFXP_NAMESPACE,
  defaultDocument: ttmlSkeleton({
    namespace: DFXP_NAMESPACE,
    rootAttributes: ['xml:lang="en"', 'ttp:timeBase="media"'],
    style:
      'tts:fontFamily="proportionalSansSerif" tts:fontSize="100%" tts:color="white" tts:textAlign="center"',
    regions: [
      '<region xml:id="bottom" tts:origin="10% 80%" tts:extent="80% 15%" tts:displayAlign="after"/>',
    ],
  }),
});
