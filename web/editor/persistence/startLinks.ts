import type { Subtitle } from '../../../shared/subtitle/model';
import { api } from '../../trpc';
import { subtitleFromChunk, type StartLink } from './startLinkParse';

export { readStartLink } from './startLinkParse';

/** The subtitle a link names. */
export async function fetchStartLink(link: StartLink): Promise<Subtitle> {
  if (link.kind === 'sample') {
    const { parseLiveExample } = await import('./liveExample');
    return parseLiveExample(link.example);
  }
  if (link.arrid === null) return api.seApi.temp.get.query({ id: link.id });
  const { paragraphs } = await api.seApi.temp.chunk.query({ id: link.id, arrid: link.arrid });
  return subtitleFromChunk(paragraphs, link.arrid);
}
