import type { ReactNode } from 'react';
import { useAtomValue, useSetAtom } from '../state/store';
import { openDialogAtom, type DialogId } from '../state/ui';
import { AboutDialog } from './AboutDialog';
import { BackupDialog } from './BackupDialog';
import { DownloadDialog } from './DownloadDialog';
import { ExportTextDialog } from './ExportTextDialog';
import { FrameRateDialog } from './FrameRateDialog';
import { GoogleTranslateDialog } from './GoogleTranslateDialog';
import { HelpDialog } from './HelpDialog';
import { OpenDialog } from './OpenDialog';
import { PageTranslateDialog } from './PageTranslateDialog';
import { SceneChangesDialog } from './SceneChangesDialog';
import { SettingsDialog } from './SettingsDialog';
import { SubtitleTracksDialog } from './SubtitleTracksDialog';
import { SyncDialog } from './SyncDialog';
import { VideoFileDialog } from './VideoFileDialog';
import { VideoUrlDialog } from './VideoUrlDialog';
import { WaveformDialog } from './WaveformDialog';
import './dialogs.css';

const DIALOGS: Record<DialogId, (onClose: () => void) => ReactNode> = {
  open: (onClose) => <OpenDialog onClose={onClose} />,
  download: (onClose) => <DownloadDialog onClose={onClose} />,
  exportText: (onClose) => <ExportTextDialog onClose={onClose} />,
  backup: (onClose) => <BackupDialog onClose={onClose} />,
  videoUrl: (onClose) => <VideoUrlDialog onClose={onClose} />,
  videoFile: (onClose) => <VideoFileDialog onClose={onClose} />,
  videoTracks: (onClose) => <SubtitleTracksDialog onClose={onClose} />,
  waveform: (onClose) => <WaveformDialog onClose={onClose} />,
  sceneChanges: (onClose) => <SceneChangesDialog onClose={onClose} />,
  google: (onClose) => <GoogleTranslateDialog onClose={onClose} />,
  yandex: (onClose) => <PageTranslateDialog translator="yandex" onClose={onClose} />,
  baidu: (onClose) => <PageTranslateDialog translator="baidu" onClose={onClose} />,
  papago: (onClose) => <PageTranslateDialog translator="papago" onClose={onClose} />,
  sync: (onClose) => <SyncDialog onClose={onClose} />,
  frameRate: (onClose) => <FrameRateDialog onClose={onClose} />,
  settings: (onClose) => <SettingsDialog onClose={onClose} />,
  help: (onClose) => <HelpDialog onClose={onClose} />,
  about: (onClose) => <AboutDialog onClose={onClose} />,
};

/** The one open dialog, if any (its presence is the modal flag). */
export function EditorDialogs() {
  const open = useAtomValue(openDialogAtom);
  const setOpen = useSetAtom(openDialogAtom);
  return open === null ? null : DIALOGS[open](() => setOpen(null));
}
