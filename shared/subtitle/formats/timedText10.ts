// Timed Text Markup Language 1.0 (W3C TTML1, .xml). Shared reading and writing live in ttml/.
import { isTtmlNamespace, TTML_NAMESPACE } from './ttml/namespaces';
import { ttmlFormat, ttmlSkeleton } from './ttml/ttmlFlavour';
import type { SubtitleFormat } from './types';

export const timedText10: SubtitleFormat = ttmlFormat({
  name: 'Timed Text 1.0',
  extensions: ['.xml', '.ttml'],
  acceptsNamespace: isTtmlNamespace,
  flavour: 'ttml',
  confidence: 0.95,
  namespace: TTML_NAMESPACE,
  defaultDocument: ttmlSkeleton({
    namespace: TTML_NAMESPACE,
    rootAttributes: ['xml:lang="en"', 'ttp:timeBase="media"'],
    style:
      'tts:fontFamily="proportionalSansSerif" tts:fontSize="100%" tts:color="white" tts:textAlign="center"',
    regions: [
      '<region xml:id="bottom" tts:origin="10% 80%" tts:extent="80% 15%" tts:displayAlign="after" tts:textAlign="center"/>',
    ],
  }),
});
