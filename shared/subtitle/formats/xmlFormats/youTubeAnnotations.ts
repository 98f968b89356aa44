// YouTube Annotations: <document> → <annotations> of <annotation> elements; a text annotation
// holds <TEXT> and a <segment>/<movingRegion> with two regions (anchoredRegion or rectRegion)
// whose t attributes ("h:mm:ss.f") are its start and end. Annotations without text or times
// (highlights, branding) are not subtitles and are left out.
import { SubtitleFormatError } from '../../errors';
import type { XmlElement } from '../xml/tree';
import { xmlCueFormat } from './xmlCueDocument';
import {
  attributeOf,
  childNamed,
  childrenNamed,
  clockToMs,
  descendantsNamed,
  escapeXmlText,
  plainText,
  textOf,
} from './xmlText';

/** "h:mm:ss.mmm", the form the annotation editor reads. */
function writeTime(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const seconds = Math.floor(total / 1000);
  const pad = (value: number, width = 2): string => String(value).padStart(width, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}.${pad(total % 1000, 3)}`;
}

function regions(annotation: XmlElement): XmlElement[] {
  const moving = descendantsNamed(annotation, 'movingRegion')[0];
  if (!moving) return [];
  const anchored = childrenNamed(moving, 'anchoredRegion');
  return anchored.length >= 2 ? anchored : childrenNamed(moving, 'rectRegion');
}

export const youTubeAnnotations = xmlCueFormat<undefined>({
  name: 'YouTube Annotations',
  extensions: ['.xml'],
  detect: (prefix) =>
    /<document[\s>]/.test(prefix) && /<annotations[\s>/]/.test(prefix) ? 0.9 : 0,
  context: (root) => {
    if (root.localName !== 'document' || !childNamed(root, 'annotations'))
      throw new SubtitleFormatError('Not a YouTube Annotations document');
    return undefined;
  },
  cues: (root) =>
    childrenNamed(root, 'annotations').flatMap((list) => childrenNamed(list, 'annotation')),
  read: (annotation) => {
    const text = childNamed(annotation, 'TEXT');
    const [from, to] = regions(annotation);
    if (!text || !from || !to) return [];
    const start = attributeOf(from, 't');
    const end = attributeOf(to, 't');
    if (start === undefined || end === undefined)
      throw new SubtitleFormatError('a region has no time');
    return {
      start: Math.round(clockToMs(start)),
      end: Math.round(clockToMs(end)),
      text: textOf(text)
        .split('\n')
        .map((line) => line.trim())
        .join('\n')
        .trim(),
    };
  },
  write: (paragraphs) =>
    paragraphs.map((paragraph, index) =>
      [
        `<annotation id="annotation_${index + 1}" author="" type="text" style="speech">`,
        `  <TEXT>${escapeXmlText(plainText(paragraph.text))}</TEXT>`,
        '  <segment>',
        '    <movingRegion type="anchored">',
        `      <anchoredRegion t="${writeTime(paragraph.start)}" d="0" x="10" y="80" w="80" h="15" sx="50" sy="50"/>`,
        `      <anchoredRegion t="${writeTime(paragraph.end)}" d="0" x="10" y="80" w="80" h="15" sx="50" sy="50"/>`,
        '    </movingRegion>',
        '  </segment>',
        '</annotation>',
      ].join('\n'),
    ),
  defaultDocument: () => ({
    header: [
      '<?xml version="1.0" encoding="utf-8"?>',
      '<document>',
      '  <requestheader video_id="X"/>',
      '  <annotations>',
      '    ',
    ].join('\n'),
    footer: '\n  </annotations>\n</document>\n',
  }),
});
