// What the user reads about making a waveform from a video: one place for every text, so the
// worker's failure kinds, the UI and the tests agree.

/** Why making a waveform failed, as the worker reports it (plain data: it crosses postMessage). */
export type WaveformFailure =
  | { readonly kind: 'noWebCodecs' }
  | { readonly kind: 'unreadableFormat' }
  | { readonly kind: 'noAudio' }
  | { readonly kind: 'undecodableCodec'; readonly codec: string | null }
  | { readonly kind: 'urlNotReadable' }
  | { readonly kind: 'urlStatus'; readonly status: number }
  | { readonly kind: 'decodeFailed'; readonly codec: string | null; readonly detail: string }
  | { readonly kind: 'workerFailed'; readonly detail: string };

const CODEC_NAMES: Readonly<Record<string, string>> = {
  aac: 'AAC',
  opus: 'Opus',
  mp3: 'MP3',
  vorbis: 'Vorbis',
  flac: 'FLAC',
  ac3: 'AC-3 (Dolby Digital)',
  eac3: 'E-AC-3 (Dolby Digital Plus)',
  dts: 'DTS',
  ulaw: 'G.711 µ-law',
  alaw: 'G.711 A-law',
};

/** A codec's name as people know it; mediabunny's ids otherwise (pcm-s24 → PCM s24). */
export function codecName(codec: string): string {
  const known = CODEC_NAMES[codec];
  if (known) return known;
  if (codec.startsWith('pcm-')) return `PCM ${codec.slice(4)}`;
  return codec;
}

export const NO_VIDEO_MESSAGE =
  'Open a video first (Video → Open video from disk or Open video from URL), then make its waveform.';

/** The sentence shown when making the waveform of `name` (a file name or a web address) failed. */
export function failureMessage(failure: WaveformFailure, name: string): string {
  const prefix = 'The waveform could not be made:';
  switch (failure.kind) {
    case 'noWebCodecs':
      return `${prefix} this browser cannot decode audio in a page (it lacks WebCodecs' AudioDecoder). Current Chrome, Edge, Firefox and Safari can.`;
    case 'unreadableFormat':
      return `${prefix} "${name}" is not a media file the editor can read (it reads MP4, MOV, WebM, Matroska, MP3, WAV, Ogg, FLAC, AAC and MPEG-TS).`;
    case 'noAudio':
      return `${prefix} "${name}" has no audio track.`;
    case 'undecodableCodec':
      return failure.codec
        ? `${prefix} the audio of "${name}" is ${codecName(failure.codec)}, which this browser cannot decode.`
        : `${prefix} the audio of "${name}" is in a codec the editor does not know.`;
    case 'urlNotReadable':
      return `${prefix} the page may not read ${name}: its server does not allow other sites to read the file (CORS), or it could not be reached. The video can still play; to make its waveform, download it and open it from disk.`;
    case 'urlStatus':
      return `${prefix} the server of ${name} answered HTTP ${failure.status} when the page asked for the file.`;
    case 'decodeFailed':
      return `${prefix} decoding the ${failure.codec ? `${codecName(failure.codec)} ` : ''}audio of "${name}" failed (${failure.detail}).`;
    case 'workerFailed':
      return `${prefix} its background worker stopped (${failure.detail}).`;
  }
}

/** The notice after a waveform was made, or shown again from this browser's cache. */
export function doneMessage(name: string, fromCache: boolean): string {
  return fromCache
    ? `Waveform of "${name}" shown from this browser's cache.`
    : `Waveform made from "${name}".`;
}
