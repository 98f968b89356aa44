// Which dialog is open (at most one: its presence is the spec's modal flag) and the banners the
// editor shows, such as a full storage quota.
import { atom } from './store';

export type DialogId =
  | 'open'
  | 'download'
  | 'exportText'
  | 'backup'
  | 'videoUrl'
  | 'videoFile'
  | 'videoTracks'
  | 'waveform'
  | 'sceneChanges'
  | 'sync'
  | 'frameRate'
  | 'google'
  | 'yandex'
  | 'baidu'
  | 'papago'
  | 'settings'
  | 'help'
  | 'about';

export const openDialogAtom = atom<DialogId | null>(null);

/** The modal flag of spec §4: on while any dialog is shown. */
export const modalAtom = atom((get) => get(openDialogAtom) !== null);

export interface Notice {
  readonly kind: 'error' | 'info';
  readonly text: string;
}

/** A message for the user (role="alert" for errors); null when there is none. */
export const noticeAtom = atom<Notice | null>(null);
