import type { Paragraph } from '../model';

// A stable UUID-shaped id from a subtitle's content, for formats whose documents carry an id
// (D-Cinema, MacCaption): the same subtitle always writes the same bytes, so writers stay pure
// functions and two writes of one document can be compared.

export function contentId(paragraphs: readonly Paragraph[]): string {
  const words = [0x811c9dc5, 0x01000193, 0x2545f491, 0x9e3779b9];
  const source = paragraphs.map((p) => `${p.start}|${p.end}|${p.text}`).join('\n');
  for (let i = 0; i < source.length; i++) {
    for (let w = 0; w < words.length; w++) {
      words[w] = Math.imul((words[w] as number) ^ (source.charCodeAt(i) + w), 0x01000193) >>> 0;
    }
  }
  const hex = words.map((word) => word.toString(16).padStart(8, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
