import { shortcutTextOf, performAction } from './commands/registry';
import { EditorDialogs } from './dialogs/EditorDialogs';
import { openSubtitleFile } from './commands/openSubtitleFile';
import { useEditorKeys } from './keys/useEditorKeys';
import { PaneSplitter } from './layout/PaneSplitter';
import { TimelineSplitter } from './layout/TimelineSplitter';
import { SubtitleList } from './list/SubtitleList';
import { MenuBar } from './menus/MenuBar';
import { useAutosave } from './session/autosave';
import { unsavedWorkAtom } from './state/saved';
import { useAtomValue, useSetAtom, useStore, type EditorStore } from './state/store';
import { listShareAtom } from './state/layout';
import { themeAtom } from './state/theme';
import { modalAtom, noticeAtom } from './state/ui';
import { StatusLine } from './StatusLine';
import { Timeline } from './timeline/Timeline';
import { LineEditor } from './textbox/LineEditor';
import { useLayoutEffect, type CSSProperties, type DragEvent } from 'react';
import { useTheme } from '../theme';
import { ControlBar } from './video/ControlBar';
import { VideoPlayer } from './video/VideoPlayer';
import { useLaunchedFiles } from '../pwa/launchQueue';
import { UpdateBanner } from '../pwa/UpdateBanner';
import './editor.css';

/** The editor screen. It only composes: state lives in state/, edits in commands/. */
export function Editor() {
  const store = useStore();
  useEditorKeys();
  useAutosave(store);
  const listShare = useAtomValue(listShareAtom);
  const unsaved = useAtomValue(unsavedWorkAtom);
  useLaunchedFiles((file) => openAndReport(store, file));
  const theme = useTheme();
  // Before the timeline's first frame, so it never draws in the other theme's colours.
  useLayoutEffect(() => store.set(themeAtom, theme), [store, theme]);
  return (
    <div
      className="editor"
      onDragOver={allowFileDrop}
      onDrop={(event) => dropSubtitle(store, event)}
    >
      <h1>Subtitle Edit Online</h1>
      <MenuBar onAction={(id) => performAction(store, id)} shortcutOf={shortcutTextOf} />
      <Notice />
      <UpdateBanner unsaved={unsaved} />
      <div className="editor-main" style={paneColumns(listShare)}>
        <div className="editor-left">
          <SubtitleList />
          <StatusLine />
          <LineEditor />
        </div>
        <PaneSplitter />
        <div className="editor-right">
          <VideoPlayer />
          <ControlBar />
        </div>
      </div>
      <TimelineSplitter />
      <Timeline />
      <EditorDialogs />
    </div>
  );
}

function Notice() {
  const notice = useAtomValue(noticeAtom);
  const setNotice = useSetAtom(noticeAtom);
  if (!notice) return null;
  return (
    <div
      className={notice.kind === 'error' ? 'editor-notice' : 'editor-notice info'}
      role={notice.kind === 'error' ? 'alert' : 'status'}
    >
      <span>{notice.text}</span>
      <button type="button" className="secondary" onClick={() => setNotice(null)}>
        Dismiss
      </button>
    </div>
  );
}

/** The list and video columns as CSS variables (the stacked layout under 900 px ignores them). */
function paneColumns(listShare: number): CSSProperties {
  return {
    ['--list-fr' as string]: `${listShare}fr`,
    ['--video-fr' as string]: `${1 - listShare}fr`,
  };
}

function allowFileDrop(event: DragEvent): void {
  if (event.dataTransfer.types.includes('Files')) event.preventDefault();
}

/** A subtitle file dropped anywhere on the editor opens like Subtitle → Open (dialogs that take
 *  files handle their own drops first). */
function dropSubtitle(store: EditorStore, event: DragEvent): void {
  const file = event.dataTransfer.files[0];
  if (!file || store.get(modalAtom)) return;
  event.preventDefault();
  openAndReport(store, file);
}

/** Opens a dropped file or one the operating system launched the installed editor with. */
function openAndReport(store: EditorStore, file: File): void {
  void openSubtitleFile(store, file).then((message) => {
    if (message !== null) store.set(noticeAtom, { kind: 'error', text: message });
  });
}
