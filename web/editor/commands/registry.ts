// Every editor action once: menus name them by id, and keys reach them through the shortcut
// ids of shared/help/shortcuts.ts (the table the shortcuts page shows), so a key, a menu entry
// and a button always do the same thing.
import { canonicalChord } from '../../../shared/help/keyChords';
import { shortcutById, type ShortcutEntry } from '../../../shared/help/shortcuts';
import { setWaveform } from '../files/waveformActions';
import { runEdit, setSelection } from '../state/actions';
import { documentAtom, kernelsAtom } from '../state/document';
import { sceneChangesAtom } from '../state/media';
import { redo, undo } from '../state/history';
import {
  pauseVideo,
  playCurrent,
  playNext,
  seekVideo,
  stepVideo,
  togglePlay,
} from '../state/playback';
import { nextErrorIndex, ruleFlagsAtom } from '../state/ruleCheck';
import { firstSelected, moveSelection, selectOne, selectionAtom } from '../state/selection';
import { settingsAtom } from '../state/settings';
import type { EditorStore } from '../state/store';
import { openDialogAtom, type DialogId } from '../state/ui';
import { playheadMsAtom } from '../state/video';
import { makeWaveformFromVideo } from '../waveform/makeWaveform';
import { autoBreakLine } from './editText';
import { insertAfter, insertAtTime, insertBefore } from './insertLine';
import { newSubtitle } from './replaceDocument';
import { setEndAtVideo, setStartAtVideo } from './setTimes';
import { setStartAndOffsetRest } from './shiftTimes';
import { TIMELINE_ACTIONS } from './timelineActions';
import type { EditorAction } from './editorAction';

function dialog(
  id: string,
  label: string,
  dialogId: DialogId,
  shortcutIds?: string[],
): EditorAction {
  return {
    id,
    label,
    inTextBox: true,
    ...(shortcutIds ? { shortcutIds } : {}),
    perform: (store) => store.set(openDialogAtom, dialogId),
  };
}

function firstIndex(store: EditorStore): number {
  return firstSelected(store.get(selectionAtom));
}

function moveBy(store: EditorStore, delta: number): void {
  const count = store.get(documentAtom).texts.length;
  setSelection(store, moveSelection(store.get(selectionAtom), delta, count));
}

export const ACTIONS: readonly EditorAction[] = [
  {
    id: 'new',
    label: 'New',
    shortcutIds: ['file.new'],
    inTextBox: true,
    perform: (store) => void runEdit(store, newSubtitle, {}),
  },
  dialog('open', 'Open', 'open', ['file.open']),
  dialog('restoreAutoBackup', 'Restore auto-backup', 'backup'),
  dialog('download', 'Save/download', 'download', ['file.save']),
  dialog('exportPlainText', 'Export plain text', 'exportText'),
  dialog('openVideoUrl', 'Open video from URL', 'videoUrl'),
  dialog('openVideoFile', 'Open video from disk', 'videoFile'),
  dialog('openWaveform', 'Open waveform from disk', 'waveform'),
  {
    id: 'removeWaveform',
    label: 'Remove waveform',
    perform: (store) => setWaveform(store, null),
  },
  {
    id: 'makeWaveformFromVideo',
    label: 'Make waveform from video',
    perform: (store) => void makeWaveformFromVideo(store),
  },
  dialog('openSceneChanges', 'Open scene changes from disk', 'sceneChanges'),
  {
    id: 'removeSceneChanges',
    label: 'Remove scene changes',
    perform: (store) => store.set(sceneChangesAtom, null),
  },
  dialog('translateGoogle', 'Google', 'google', ['translate.auto-translate']),
  dialog('translateYandex', 'Yandex', 'yandex'),
  dialog('translateBaidu', 'Baidu', 'baidu'),
  dialog('translatePapago', 'Papago', 'papago'),
  dialog('showEarlierLater', 'Show earlier/later', 'sync', ['sync.adjust-all-times']),
  dialog('changeFrameRate', 'Change frame rate', 'frameRate'),
  dialog('settings', 'Settings', 'settings'),
  dialog('help', 'Help', 'help', ['general.help']),
  dialog('about', 'About', 'about'),
  {
    id: 'undo',
    label: 'Undo',
    shortcutIds: ['edit.undo'],
    inTextBox: true,
    perform: (s) => void undo(s),
  },
  {
    id: 'redo',
    label: 'Redo',
    shortcutIds: ['edit.redo'],
    inTextBox: true,
    perform: (s) => void redo(s),
  },
  {
    id: 'selectPrevious',
    label: 'Previous line',
    shortcutIds: ['lvtb.previous-line-translate'],
    inTextBox: true,
    perform: (store) => moveBy(store, -1),
  },
  {
    id: 'selectNext',
    label: 'Next line',
    shortcutIds: ['lvtb.next-line-translate', 'lvtb.next-line'],
    inTextBox: true,
    perform: (store) => moveBy(store, 1),
  },
  {
    id: 'goToFirstSelected',
    label: 'Go to first selected line',
    shortcutIds: ['lvtb.go-to-first-selected'],
    inTextBox: true,
    perform: (store) => setSelection(store, selectOne(firstIndex(store))),
  },
  {
    id: 'nextError',
    label: 'Go to next error',
    shortcutIds: ['lvtb.next-error'],
    inTextBox: true,
    perform(store) {
      const next = nextErrorIndex(store.get(ruleFlagsAtom), firstIndex(store));
      if (next >= 0) setSelection(store, selectOne(next));
    },
  },
  {
    id: 'autoBreak',
    label: 'Auto-break',
    shortcutIds: ['lvtb.auto-break'],
    inTextBox: true,
    perform: (store) =>
      void runEdit(store, autoBreakLine, {
        maxLineLength: store.get(settingsAtom).singleLineMaxLength,
      }),
  },
  {
    id: 'insertAfter',
    label: 'Insert after',
    shortcutIds: ['lvtb.insert-after'],
    inTextBox: true,
    perform: (store) => void runEdit(store, insertAfter, { index: firstIndex(store) }),
  },
  {
    id: 'insertBefore',
    label: 'Insert before',
    shortcutIds: ['lvtb.insert-before'],
    inTextBox: true,
    perform: (store) => void runEdit(store, insertBefore, { index: firstIndex(store) }),
  },
  {
    id: 'playPause',
    label: 'Play/pause',
    shortcutIds: ['video.play-pause'],
    inTextBox: true,
    perform: togglePlay,
  },
  {
    id: 'pause',
    label: 'Pause',
    shortcutIds: ['video.pause'],
    inTextBox: true,
    perform: pauseVideo,
  },
  {
    id: 'back500',
    label: '500 ms back',
    shortcutIds: ['video.back-500ms'],
    inTextBox: true,
    perform: (store) => stepVideo(store, -500),
  },
  {
    id: 'forward500',
    label: '500 ms forward',
    shortcutIds: ['video.forward-500ms'],
    inTextBox: true,
    perform: (store) => stepVideo(store, 500),
  },
  {
    id: 'back3s',
    label: 'Three seconds back',
    shortcutIds: ['video.back-3s'],
    inTextBox: true,
    perform: (store) => stepVideo(store, -3000),
  },
  {
    id: 'goToSubtitleStart',
    label: 'Video position to start of subtitle',
    shortcutIds: ['video.go-to-subtitle-start'],
    inTextBox: true,
    perform(store) {
      const index = firstIndex(store);
      if (index >= 0) seekToLine(store, index, 'start');
    },
  },
  {
    id: 'toggleStartEnd',
    label: 'Toggle video position between start and end',
    shortcutIds: ['video.toggle-start-end'],
    inTextBox: true,
    perform(store) {
      const index = firstIndex(store);
      if (index >= 0) seekToLine(store, index, 'toggle');
    },
  },
  {
    id: 'playCurrent',
    label: 'Play current',
    shortcutIds: ['video.play-selected-lines'],
    inTextBox: true,
    perform: playCurrent,
  },
  { id: 'playNext', label: 'Play next', perform: playNext },
  {
    id: 'insertAtVideo',
    label: 'Insert',
    shortcutIds: ['create.insert-at-video-position'],
    inTextBox: true,
    perform: (store) => void runEdit(store, insertAtTime, { startMs: store.get(playheadMsAtom) }),
  },
  {
    id: 'setStart',
    label: 'Set start',
    shortcutIds: ['create.set-start'],
    inTextBox: true,
    perform: (store) =>
      void runEdit(store, setStartAtVideo, { videoMs: store.get(playheadMsAtom) }),
  },
  {
    id: 'setEnd',
    label: 'Set end',
    shortcutIds: ['create.set-end'],
    inTextBox: true,
    perform: (store) =>
      void runEdit(store, setEndAtVideo, { videoMs: store.get(playheadMsAtom), goToNext: false }),
  },
  {
    id: 'setEndGoToNext',
    label: 'Set end and go to next',
    shortcutIds: ['create.set-end-go-to-next'],
    inTextBox: true,
    perform: (store) =>
      void runEdit(store, setEndAtVideo, { videoMs: store.get(playheadMsAtom), goToNext: true }),
  },
  {
    id: 'setStartOffsetRest',
    label: 'Set start+offset rest',
    shortcutIds: ['create.set-start-offset-rest'],
    inTextBox: true,
    perform: (store) =>
      void runEdit(store, setStartAndOffsetRest, { videoMs: store.get(playheadMsAtom) }),
  },
];

const ALL_ACTIONS: readonly EditorAction[] = [...ACTIONS, ...TIMELINE_ACTIONS];
const BY_ID = new Map(ALL_ACTIONS.map((action) => [action.id, action]));

const BY_CHORD = new Map<string, EditorAction>();
const TIMELINE_BY_CHORD = new Map<string, EditorAction>();
for (const action of ALL_ACTIONS) {
  const chords = [
    ...(action.shortcutIds ?? []).flatMap((id) => onlineKeys(shortcutById(id))),
    ...(action.keys ?? []),
  ];
  const map = action.scope === 'timeline' ? TIMELINE_BY_CHORD : BY_CHORD;
  for (const chord of chords) map.set(canonicalChord(chord), action);
}

function onlineKeys(entry: ShortcutEntry | undefined): readonly string[] {
  return entry?.onlineShortcut ?? entry?.shortcut ?? [];
}

export function actionById(id: string): EditorAction | undefined {
  return BY_ID.get(id);
}

/** The action a canonical chord ('Ctrl+Z', 'Alt+Down') runs in the online editor. */
export function actionByChord(chord: string): EditorAction | undefined {
  return BY_CHORD.get(chord);
}

/** The action a chord runs while the waveform timeline has the focus (its own keys first). */
export function timelineActionByChord(chord: string): EditorAction | undefined {
  return TIMELINE_BY_CHORD.get(chord) ?? BY_CHORD.get(chord);
}

/** The key shown next to an action in menus (its first online key), if it has one. */
export function shortcutTextOf(actionId: string): string | undefined {
  const id = BY_ID.get(actionId)?.shortcutIds?.[0];
  return id === undefined ? undefined : onlineKeys(shortcutById(id))[0];
}

export function performAction(store: EditorStore, id: string): void {
  BY_ID.get(id)?.perform(store);
}

/** F6 seeks to the line's start; F4 toggles between its start and its end. */
function seekToLine(store: EditorStore, index: number, where: 'start' | 'toggle'): void {
  const timing = store.get(kernelsAtom)?.store;
  if (!timing || index >= timing.count) return;
  const start = timing.start[index] ?? 0;
  const end = timing.end[index] ?? 0;
  const atStart = Math.abs(store.get(playheadMsAtom) - start) < 1;
  seekVideo(store, where === 'toggle' && atStart ? end : start);
}
