// Namespace URIs of the TTML family and the cheap prefix checks detection uses.

export const TTML_NAMESPACE = 'http://www.w3.org/ns/ttml';
/** The 2006 Candidate Recommendation ("DFXP") URIs; 2006/04 and 2004/10 drafts are read too. */
export const DFXP_NAMESPACE = 'http://www.w3.org/2006/10/ttaf1';
export const IMSC1_TEXT_PROFILE = 'http://www.w3.org/ns/ttml/profile/imsc1/text';
export const IMSC1_STYLING_NAMESPACE = 'http://www.w3.org/ns/ttml/profile/imsc1#styling';
export const IMSC1_PARAMETER_NAMESPACE = 'http://www.w3.org/ns/ttml/profile/imsc1#parameter';

const DFXP_PATTERN = /^http:\/\/www\.w3\.org\/200[4-6]\/\d\d\/ttaf1$/;

export function isTtmlNamespace(namespace: string): boolean {
  return namespace === TTML_NAMESPACE;
}

export function isDfxpNamespace(namespace: string): boolean {
  return DFXP_PATTERN.test(namespace);
}

/** How far into a document detection looks: the root element and head come first. */
export const TTML_DETECT_PREFIX_CHARS = 8000;

export type TtmlFlavour = 'ttml' | 'dfxp' | 'imsc1';

/** Which member of the family a document's prefix declares, if any. The three are disjoint, so
 *  each document is claimed by exactly one format whatever the registry order:
 *  IMSC1 = TTML namespace + an IMSC1 / Netflix profile or IMSC1 namespace; DFXP = the 2006 URIs. */
export function ttmlFlavour(text: string): TtmlFlavour | undefined {
  const prefix = text.slice(0, TTML_DETECT_PREFIX_CHARS);
  if (!/<([\w.-]+:)?tt[\s>]/.test(prefix)) return undefined;
  if (/["']http:\/\/www\.w3\.org\/200[4-6]\/\d\d\/ttaf1["']/.test(prefix)) return 'dfxp';
  if (!prefix.includes(`"${TTML_NAMESPACE}"`) && !prefix.includes(`'${TTML_NAMESPACE}'`))
    return undefined;
  if (/\/ns\/ttml\/profile\/imsc1|netflix\.com\/ns\/ttml\/profile/.test(prefix)) return 'imsc1';
  return 'ttml';
}
