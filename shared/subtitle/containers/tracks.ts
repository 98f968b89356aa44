// What the container readers hand to the text assembly (cues.ts): the subtitle tracks they found
// and the raw cues of the tracks asked for.

/** A subtitle track as the service lists it. `index` counts subtitle tracks only, from 0, in the
 *  order the file declares them (Matroska TrackEntry order, MP4 'trak' order). */
export interface SubtitleTrackInfo {
  index: number;
  /** The container's own codec id: 'S_TEXT/UTF8', 'S_HDMV/PGS', 'tx3g', 'wvtt', … */
  codec: string;
  language?: string;
  name?: string;
}

/** How a text track's samples become paragraphs (cues.ts). */
export type TextLayout =
  /** Matroska S_TEXT/UTF8: each block is the cue's text. */
  | 'subrip'
  /** Matroska S_TEXT/ASS, S_TEXT/SSA: "ReadOrder,Layer,Style,Name,MarginL,MarginR,MarginV,
   *  Effect,Text" blocks under the script header in CodecPrivate. */
  | 'ass'
  | 'ssa'
  /** Matroska S_TEXT/WEBVTT: the payload in the block, settings and id in BlockAdditions. */
  | 'webvtt'
  /** WebM D_WEBVTT/*: "id\nsettings\npayload" in the block. */
  | 'webmVtt'
  /** MP4 tx3g / QuickTime text: a 16-bit length, then the text; style boxes after it. */
  | 'tx3g'
  /** MP4 wvtt: vttc boxes (iden, sttg, payl) or an empty vtte. */
  | 'wvtt';

export type TrackKind = 'text' | 'image' | 'other';

export interface ContainerTrack {
  readonly info: SubtitleTrackInfo;
  readonly kind: TrackKind;
  readonly layout?: TextLayout;
  /** The track's header text (ASS script header, WebVTT file header), when it has one. */
  readonly header?: string;
  /** Why a track that is not an image track is not read ('It is compressed, …'). */
  readonly unreadable?: string;
}

/** One block or sample of a subtitle track; times in ms from the start of the video. */
export interface RawCue {
  start: number;
  /** Undefined when the container gave no duration (cues.ts then ends it at the next cue). */
  end: number | undefined;
  data: Uint8Array;
  /** Matroska BlockAdditional (S_TEXT/WEBVTT: settings line, id line, notes). */
  addition?: Uint8Array;
}

/** A track's cues and the places where reading it stopped short. */
export interface TrackCues {
  cues: RawCue[];
  /** Why some of the track could not be read (the file ends early, a damaged cluster). */
  problems: string[];
}

/** What a container reader found: its kind of file and its subtitle tracks. */
export interface ContainerLayout {
  /** 'Matroska', 'WebM' or 'MP4' (the word the user's messages use). */
  readonly container: string;
  readonly tracks: readonly ContainerTrack[];
}
