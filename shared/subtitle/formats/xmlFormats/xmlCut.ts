// Reading a document that may be cut off at its end (a truncated download), wherever the cut
// falls: the tree reader takes a cut inside most constructs, and a cut inside an open tag
// (after an attribute's name, say) is taken here by reading up to that tag.
import { SubtitleFormatError } from '../../errors';
import { parseXmlDocumentUpToCut, type XmlElement } from '../xml/tree';

export function parseUpToCut(source: string): {
  root: XmlElement;
  cutAt: number;
  unclosed: XmlElement[];
} {
  try {
    return parseXmlDocumentUpToCut(source);
  } catch (error) {
    const lastOpen = source.lastIndexOf('<');
    if (!(error instanceof SubtitleFormatError) || lastOpen <= source.lastIndexOf('>')) throw error;
    // The text ends inside markup that starts at its last '<': read what comes before it.
    const read = parseXmlDocumentUpToCut(source.slice(0, lastOpen));
    return { ...read, cutAt: read.cutAt < 0 ? lastOpen : read.cutAt };
  }
}
