import { shortcutTextOf, performAction } from './commands/registry';
import { EditorDialogs } from './dialogs/EditorDialogs';
import { openSubtitleFile } from './files/openSubtitle';
import { useEditorKeys } from './keys/useEditorKeys';
import { SubtitleList } from './list/SubtitleList';
import { MenuBar } from './menus/MenuBar';
import { useAutosave } from './persistence/autosave';
import { useAtomValue, useSetAtom, useStore, type EditorStore } from './state/store';
import { modalAtom, noticeAtom } from './state/ui';
import { StatusLine } from './StatusLine';
import { TimelineSummary } from './timeline/TimelineSummary';
import { LineEditor } from './textbox/LineEditor';
import type { DragEvent } from 'react';
import { ControlBar } from './video/ControlBar';
import { VideoPlayer } from './video/VideoPlayer';
import './editor.css';

/** The editor screen. It only composes: state lives in state/, edits in commands/. */
export function Editor() {
  const store = useStore();
  useEditorKeys();
  useAutosave(store);
  return (
    <div
      className="editor"
      onDragOver={allowFileDrop}
      onDrop={(event) => dropSubtitle(store, event)}
    >
      <h1>Subtitle Edit Online</h1>
      <MenuBar onAction={(id) => performAction(store, id)} shortcutOf={shortcutTextOf} />
      <Notice />
      <div className="editor-main">
        <div className="editor-left">
          <SubtitleList />
          <StatusLine />
          <LineEditor />
        </div>
        <div className="editor-right">
          <VideoPlayer />
          <ControlBar />
        </div>
      </div>
      {/* The waveform timeline's place (a later issue draws it here, 150 px high). */}
      <TimelineSummary />
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

function allowFileDrop(event: DragEvent): void {
  if (event.dataTransfer.types.includes('Files')) event.preventDefault();
}

/** A subtitle file dropped anywhere on the editor opens like Subtitle → Open (dialogs that take
 *  files handle their own drops first). */
function dropSubtitle(store: EditorStore, event: DragEvent): void {
  const file = event.dataTransfer.files[0];
  if (!file || store.get(modalAtom)) return;
  event.preventDefault();
  void openSubtitleFile(store, file).then((message) => {
    if (message !== null) store.set(noticeAtom, { kind: 'error', text: message });
  });
}
