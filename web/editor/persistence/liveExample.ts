import type { LiveExample } from '../../../shared/help/liveExamples';
import { findFormat } from '../../../shared/subtitle/formats/registry';
import type { Subtitle } from '../../../shared/subtitle/model';

// A live example of the format pages (?sample=), parsed in the page. Its own module, imported
// only when such a link is opened: it pulls in the format registry, which the editor's first
// screen does not load (files are read in the editor's worker, files/localFilesWork.ts).

/** Parses a live example in the browser with the format it names. */
export function parseLiveExample(example: LiveExample): Subtitle {
  const format = findFormat(example.format);
  if (!format) throw new Error(`The example's format "${example.format}" is not registered`);
  const bytes = new TextEncoder().encode(example.content);
  const parsed = format.parse({ text: example.content, bytes, fileName: example.fileName });
  return { ...parsed, fileName: example.fileName, format: format.name };
}
