import type { ReactNode } from 'react';
import { useAtomValue, useSetAtom } from '../state/store';
import { openDialogAtom, type DialogId } from '../state/ui';
import { AboutDialog } from './AboutDialog';
import { BackupDialog } from './BackupDialog';
import { FrameRateDialog } from './FrameRateDialog';
import { HelpDialog } from './HelpDialog';
import { SettingsDialog } from './SettingsDialog';
import { SyncDialog } from './SyncDialog';
import { VideoFileDialog } from './VideoFileDialog';
import { VideoUrlDialog } from './VideoUrlDialog';
import './dialogs.css';

const DIALOGS: Record<DialogId, (onClose: () => void) => ReactNode> = {
  backup: (onClose) => <BackupDialog onClose={onClose} />,
  videoUrl: (onClose) => <VideoUrlDialog onClose={onClose} />,
  videoFile: (onClose) => <VideoFileDialog onClose={onClose} />,
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
