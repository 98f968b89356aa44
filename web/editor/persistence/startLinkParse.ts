import { findLiveExample, type LiveExample } from '../../../shared/help/liveExamples';
import { TEMP_CHUNK_PARAGRAPHS } from '../../../shared/subtitle/constants';
import type { Paragraph, Subtitle } from '../../../shared/subtitle/model';

// Links into the editor (spec §2, shared/help/liveExamples.ts):
//   /subtitleedit/online?id=<temp id>             the whole temporary subtitle
//   /subtitleedit/online?id=<temp id>&arrid=<n>   its chunk n (0-based, 100 paragraphs a chunk)
//   /subtitleedit/online?sample=<name>            a live example of the format pages
// After loading, the address becomes /subtitleedit/online so a reload shows the auto-save.

export type StartLink =
  { kind: 'temp'; id: string; arrid: number | null } | { kind: 'sample'; example: LiveExample };

/** What a query string asks the editor to open; null when nothing (or an unknown sample). */
export function readStartLink(search: string): StartLink | null {
  const query = new URLSearchParams(search);
  const id = query.get('id')?.trim();
  if (id) {
    const arrid = query.get('arrid');
    const chunk = arrid === null || arrid.trim() === '' ? NaN : Number(arrid);
    return { kind: 'temp', id, arrid: Number.isInteger(chunk) && chunk >= 0 ? chunk : null };
  }
  const example = findLiveExample(query.get('sample'));
  return example ? { kind: 'sample', example } : null;
}

/** A chunk's paragraphs as a document: numbered from the chunk's first line in the whole
 *  subtitle, so line numbers match what the sender sees. */
export function subtitleFromChunk(paragraphs: readonly Paragraph[], arrid: number): Subtitle {
  return {
    fileName: 'untitled.srt',
    paragraphs: paragraphs.map((p, i) => ({ ...p, number: arrid * TEMP_CHUNK_PARAGRAPHS + i + 1 })),
  };
}
