// IMSC1 (TTML Profiles for Internet Media Subtitles and Captions, Text profile, .ttml), the
// profile Netflix's timed-text delivery also uses. A TTML1 document with an IMSC1 or Netflix
// ttp:profile (or IMSC1 namespaces); regions, tts:extent and the rest of the head are kept.
import {
  IMSC1_PARAMETER_NAMESPACE,
  IMSC1_STYLING_NAMESPACE,
  IMSC1_TEXT_PROFILE,
  isTtmlNamespace,
  TTML_NAMESPACE,
} from './ttml/namespaces';
import { ttmlFormat, ttmlSkeleton } from './ttml/ttmlFlavour';
import type { SubtitleFormat } from './types';

export const imsc1: SubtitleFormat = ttmlFormat({
  name: 'IMSC1',
  extensions: ['.ttml', '.xml'],
  acceptsNamespace: isTtmlNamespace,
  flavour: 'imsc1',
  confidence: 0.97,
  namespace: TTML_NAMESPACE,
  defaultDocument: ttmlSkeleton({
    namespace: TTML_NAMESPACE,
    rootAttributes: [
      `xmlns:ittp="${IMSC1_PARAMETER_NAMESPACE}"`,
      `xmlns:itts="${IMSC1_STYLING_NAMESPACE}"`,
      'xml:lang="en"',
      `ttp:profile="${IMSC1_TEXT_PROFILE}"`,
      'ttp:timeBase="media"',
      'ttp:frameRate="25"',
      'ittp:aspectRatio="16 9"',
    ],
    style:
      'tts:fontFamily="proportionalSansSerif" tts:fontSize="100%" tts:lineHeight="125%" tts:color="white" tts:textAlign="center" tts:textOutline="black 5%"',
    regions: [
      '<region xml:id="bottom" tts:origin="10% 80%" tts:extent="80% 15%" tts:displayAlign="after"/>',
      '<region xml:id="top" tts:origin="10% 5%" tts:extent="80% 15%" tts:displayAlign="before"/>',
    ],
  }),
});
