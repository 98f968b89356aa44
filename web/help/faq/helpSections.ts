// The sections of the Help/FAQ page in page order: the anchors of spec/editor.md §2 (other pages
// and the desktop program link to them, so an id never changes) plus a few of our own.

export interface HelpSectionInfo {
  readonly id: string;
  readonly title: string;
}

export const HELP_SECTIONS = [
  { id: 'faq', title: 'Mini FAQ' },
  { id: 'main', title: 'The main window' },
  { id: 'main_resize', title: 'Resizing and arranging the main window' },
  { id: 'main_edit_original', title: 'Editing with an original subtitle' },
  { id: 'video_modes', title: 'Video players and play rate' },
  { id: 'waveform', title: 'Waveform and spectrogram' },
  { id: 'export', title: 'Export' },
  { id: 'regex', title: 'Find and replace with regular expressions' },
  { id: 'sync', title: 'Synchronization' },
  { id: 'visual_sync', title: 'Visual sync' },
  { id: 'translation', title: 'Translating with an original' },
  { id: 'fixcommonerrors', title: 'Fix common errors' },
  { id: 'remove_text_for_hi', title: 'Remove text for hearing impaired' },
  { id: 'spellcheck', title: 'Spell check' },
  { id: 'importvobsub', title: 'Import and OCR of image subtitles (VobSub, Blu-ray sup)' },
  { id: 'bdsupedit', title: 'Editing Blu-ray sup images' },
  { id: 'settings', title: 'Settings' },
  { id: 'shortcuts', title: 'Keyboard shortcuts' },
  { id: 'settings_video', title: 'Settings: video player' },
  { id: 'settings_tools', title: 'Settings: tools' },
  { id: 'settings_font', title: 'Settings: font' },
  { id: 'bookmarks', title: 'Bookmarks' },
  { id: 'assa_bg_box', title: 'ASSA background box' },
  { id: 'translate', title: 'Auto-translate' },
  { id: 'networking', title: 'Networking: editing together' },
  { id: 'beautify_time_codes', title: 'Beautify time codes' },
  { id: 'batchconvert', title: 'Batch convert' },
  { id: 'audio_to_text', title: 'Audio to text (speech recognition)' },
  { id: 'text_to_speech', title: 'Text to speech' },
  { id: 'commandline', title: 'Command line conversion' },
  { id: 'portable', title: 'Portable version' },
  { id: 'plugins', title: 'Plugins' },
  { id: 'linux', title: 'Linux' },
  { id: 'compile', title: 'Compiling from source' },
  { id: 'formats', title: 'Formats of the online editor' },
  { id: 'damaged_files', title: 'Damaged subtitle files' },
  { id: 'issues', title: 'Reporting issues and getting help' },
] as const satisfies readonly HelpSectionInfo[];

export type HelpSectionId = (typeof HELP_SECTIONS)[number]['id'];
