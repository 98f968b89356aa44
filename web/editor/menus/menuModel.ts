// The editor's top menu as data (spec §2 "Editor screen"). Entries name registry actions; an
// entry without an action is shown disabled: its feature is built by a later issue.

export interface MenuEntry {
  readonly label: string;
  /** Id of an action in commands/registry.ts; undefined while the feature does not exist. */
  readonly actionId?: string;
}

export interface MenuGroup {
  readonly label: string;
  readonly entries: readonly MenuEntry[];
}

export const MENU: readonly MenuGroup[] = [
  {
    label: 'Subtitle',
    entries: [
      { label: 'New', actionId: 'new' },
      { label: 'Open', actionId: 'open' },
      { label: 'Restore auto-backup', actionId: 'restoreAutoBackup' },
      { label: 'Save/download', actionId: 'download' },
      { label: 'Export plain text', actionId: 'exportPlainText' },
    ],
  },
  {
    label: 'Video',
    entries: [
      { label: 'Open video from URL', actionId: 'openVideoUrl' },
      { label: 'Open video from disk', actionId: 'openVideoFile' },
      { label: 'Open waveform from disk', actionId: 'openWaveform' },
      { label: 'Remove waveform', actionId: 'removeWaveform' },
      { label: 'Make waveform from video', actionId: 'makeWaveformFromVideo' },
      { label: 'Open scene changes from disk', actionId: 'openSceneChanges' },
      { label: 'Remove scene changes', actionId: 'removeSceneChanges' },
    ],
  },
  {
    label: 'Synchronization',
    entries: [
      { label: 'Show earlier/later', actionId: 'showEarlierLater' },
      { label: 'Change frame rate', actionId: 'changeFrameRate' },
    ],
  },
  {
    label: 'Auto-translate',
    entries: [
      { label: 'Google', actionId: 'translateGoogle' },
      { label: 'Yandex', actionId: 'translateYandex' },
      { label: 'Baidu', actionId: 'translateBaidu' },
      { label: 'Papago', actionId: 'translatePapago' },
    ],
  },
  { label: 'Options', entries: [{ label: 'Settings', actionId: 'settings' }] },
  {
    label: 'About',
    entries: [
      { label: 'Help', actionId: 'help' },
      { label: 'About', actionId: 'about' },
    ],
  },
];
