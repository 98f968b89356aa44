import type { SubtitleTrackInfo } from '../../../shared/subtitle/containers/tracks';
import type { EditorStore } from '../state/store';
import { openDialogAtom } from '../state/ui';
import { subtitleTrackOfferAtom, videoSourceAtom } from '../state/video';
import { listVideoSubtitleTracks } from './localFiles';

// The subtitle tracks of a video opened from disk, offered to the user: listed in the editor's
// worker from the file's headers (read by slices, never the whole video), then asked about in
// the subtitle tracks dialog.

/** Container codec ids as the format names subtitlers know; image tracks say so. */
const CODEC_NAMES: Readonly<Record<string, string>> = {
  'S_TEXT/UTF8': 'SubRip',
  'S_TEXT/ASCII': 'SubRip',
  'S_TEXT/ASS': 'ASS',
  S_ASS: 'ASS',
  'S_TEXT/SSA': 'SSA',
  S_SSA: 'SSA',
  'S_TEXT/WEBVTT': 'WebVTT',
  'D_WEBVTT/SUBTITLES': 'WebVTT',
  'D_WEBVTT/CAPTIONS': 'WebVTT',
  wvtt: 'WebVTT',
  tx3g: 'MP4 timed text',
  text: 'QuickTime text',
  'S_HDMV/PGS': 'PGS images',
  S_VOBSUB: 'VobSub images',
  S_DVBSUB: 'DVB images',
  'S_IMAGE/BMP': 'bitmap images',
};

const languageNames =
  typeof Intl.DisplayNames === 'function'
    ? new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' })
    : undefined;

/** A language code (ISO 639-2 as Matroska and MP4 write it, or BCP 47) in English words. */
function languageName(code: string | undefined): string | undefined {
  if (!code || code === 'und' || code === 'mul' || code === 'zxx') return undefined;
  try {
    return languageNames?.of(code) ?? undefined;
  } catch {
    // Not a well-formed code: shown as written.
    return code;
  }
}

/** "English (SubRip)": the language (else the track's name, else its number) and the format;
 *  tracks that would read alike get their names or numbers added. */
export function describeTracks(tracks: readonly SubtitleTrackInfo[]): string[] {
  const plain = tracks.map((track) => {
    const who = languageName(track.language) ?? track.name ?? `Track ${track.index + 1}`;
    return `${who} (${CODEC_NAMES[track.codec] ?? track.codec})`;
  });
  return plain.map((label, at) => {
    if (plain.indexOf(label) === plain.lastIndexOf(label)) return label;
    const track = tracks[at];
    const tell = track?.name && !label.startsWith(track.name) ? track.name : `track ${at + 1}`;
    return `${label}, ${tell}`;
  });
}

/** Lists the video's subtitle tracks and, when it has some, offers them (the tracks dialog
 *  opens unless the user is in another dialog, or has opened another video meanwhile). A file
 *  whose container cannot be read offers nothing: it still plays if the browser can. */
export async function offerVideoSubtitleTracks(store: EditorStore, file: File): Promise<void> {
  let tracks: SubtitleTrackInfo[];
  try {
    tracks = await listVideoSubtitleTracks(file);
  } catch (error) {
    console.error(`The subtitle tracks of "${file.name}" could not be listed:`, error);
    return;
  }
  if (tracks.length === 0 || store.get(videoSourceAtom)?.file !== file) return;
  if (store.get(openDialogAtom) !== null) return;
  store.set(subtitleTrackOfferAtom, { file, tracks });
  store.set(openDialogAtom, 'videoTracks');
}
