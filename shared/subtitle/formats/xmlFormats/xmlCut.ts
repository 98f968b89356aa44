// Reading a document that may be cut off at its end (a truncated download), wherever the cut
// falls: the tree reader takes a cut inside most constructs, and a cut inside an open tag
// (after an attribute's name, say) is taken here by reading up to that tag.
import { SubtitleFormatError } from '../../errors';
import { type ElementSkipper, parseXmlDocumentUpToCut, type XmlElement } from '../xml/tree';

/** `newSkipper` makes the skipper of each reading (a reading that fails leaves its own). */
export function parseUpToCut<Skipper extends ElementSkipper = ElementSkipper>(
  source: string,
  newSkipper?: () => Skipper,
): {
  root: XmlElement;
  cutAt: number;
  unclosed: XmlElement[];
  skipper: Skipper | undefined;
} {
  let skipper = newSkipper?.();
  try {
    return { ...parseXmlDocumentUpToCut(source, skipper), skipper };
  } catch (error) {
    const lastOpen = source.lastIndexOf('<');
    if (!(error instanceof SubtitleFormatError) || lastOpen <= source.lastIndexOf('>')) throw error;
    // The text ends inside markup that starts at its last '<': read what comes before it.
    skipper = newSkipper?.();
    const read = parseXmlDocumentUpToCut(source.slice(0, lastOpen), skipper);
    return { ...read, cutAt: read.cutAt < 0 ? lastOpen : read.cutAt, skipper };
  }
}
