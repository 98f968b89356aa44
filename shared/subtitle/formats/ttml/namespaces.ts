// Namespace URIs of the TTML family and the cheap prefix checks detection uses.

export const TTML_NAMESPACE = 'http://www.w3.org/ns/ttml';
/** The 2006 Candidate Recommendation ("DFXP") URIs; 2006/04 and 2004/10 drafts are read too. */
export const DFXP_NAMESPACE = 'http://www.w3.org/2006/10/ttaf1';
export const IMSC1_TEXT_PROFILE = 'http://www.w3.org/ns/ttml/profile/imsc1/text';
export const IMSC1_STYLING_NAMESPACE = 'http://www.w3.org/ns/ttml/profile/imsc1#styling';
export const IMSC1_PARAMETER_NAMESPACE = 'http://www.w3.org/ns/ttml/profile/imsc1#parameter';

const DFXP_PATTERN = /^http:\/\/www\.w3\.org\/200[4-6]\/\d\d\/ttaf1$/;
/** The April 2006 working draft's URI ("Timed Text draft 2006-04"). */
export const TTAF_200604_NAMESPACE = 'http://www.w3.org/2006/04/ttaf1';
export const SMPTE_TT_NAMESPACE = 'http://www.smpte-ra.org/schemas/2052-1/2010/smpte-tt';
export const IMSC11_TEXT_PROFILE = 'http://www.w3.org/ns/ttml/profile/imsc1.1/text';

export function isTtmlNamespace(namespace: string): boolean {
  return namespace === TTML_NAMESPACE;
}

export function isDfxpNamespace(namespace: string): boolean {
  return DFXP_PATTERN.test(namespace);
}

export function isTtaf200604Namespace(namespace: string): boolean {
  return namespace === TTAF_200604_NAMESPACE;
}

/** How far into a document detection looks: the root element and head come first. */
export const TTML_DETECT_PREFIX_CHARS = 8000;

export type TtmlFlavour =
  | 'ttml'
  | 'dfxp'
  | 'imsc1'
  | 'imsc11'
  | 'ttaf200604'
  | 'ooyala'
  | 'netflix'
  | 'ebuTt'
  | 'ebuTtD'
  | 'smpteTt'
  | 'itunes';

/** The markers of the TTML1 flavours, most specific first. */
const TTML_MARKERS: readonly (readonly [TtmlFlavour, RegExp])[] = [
  // Netflix's delivery documents title themselves so (Subtitle Edit tells them apart so too).
  ['netflix', /<([\w.-]+:)?title>\s*Netflix Subtitle/],
  // EBU-TT-D names its standard (urn:ebu:tt:distribution) or uses its own line padding.
  ['ebuTtD', /urn:ebu:tt:distribution|:linePadding\s*=/],
  ['smpteTt', /http:\/\/www\.smpte-ra\.org\/schemas\/2052-1\/2010\/smpte-tt/],
  ['imsc11', /\/ns\/ttml\/profile\/imsc1\.1\//],
  ['imsc1', /\/ns\/ttml\/profile\/imsc1|netflix\.com\/ns\/ttml\/profile/],
];

/** Which member of the family a document's prefix declares, if any. The flavours are disjoint,
 *  so each document is claimed by exactly one format whatever the registry order: the drafts by
 *  their ttaf1 URIs (2006-04, its Ooyala layout with the metadata outside the head, else DFXP),
 *  then TTML1 documents by their markers, EBU-TT Part 1 (the EBU namespaces on the smpte time
 *  base or with an EBU-TT version) apart from EBU-TT-D, iTunes by the smpte time base, and the
 *  rest plain Timed Text 1.0. */
export function ttmlFlavour(text: string): TtmlFlavour | undefined {
  const prefix = text.slice(0, TTML_DETECT_PREFIX_CHARS);
  if (!/<([\w.-]+:)?tt[\s>]/.test(prefix)) return undefined;
  const draft = /["']http:\/\/www\.w3\.org\/(200[4-6]\/\d\d)\/ttaf1["']/.exec(prefix);
  if (draft) {
    if (draft[1] !== '2006/04') return 'dfxp';
    const metadataAfterHead =
      /(<\/([\w.-]+:)?head|<([\w.-]+:)?head\s*\/)>\s*<([\w.-]+:)?metadata[\s>/]/;
    return metadataAfterHead.test(prefix) ? 'ooyala' : 'ttaf200604';
  }
  if (!prefix.includes(`"${TTML_NAMESPACE}"`) && !prefix.includes(`'${TTML_NAMESPACE}'`))
    return undefined;
  for (const [flavour, marker] of TTML_MARKERS) if (marker.test(prefix)) return flavour;
  const smpteTimeBase = /:timeBase\s*=\s*["']smpte["']/.test(prefix);
  if (/["']urn:ebu:tt:/.test(prefix)) {
    return smpteTimeBase || /documentEbuttVersion|urn:ebu:tt:exchange/.test(prefix)
      ? 'ebuTt'
      : 'ebuTtD';
  }
  return smpteTimeBase ? 'itunes' : 'ttml';
}
