import { shortcutTextOf, performAction } from './commands/registry';
import { EditorDialogs } from './dialogs/EditorDialogs';
import { useEditorKeys } from './keys/useEditorKeys';
import { SubtitleList } from './list/SubtitleList';
import { MenuBar } from './menus/MenuBar';
import { useAutosave } from './persistence/autosave';
import { useAtomValue, useSetAtom, useStore } from './state/store';
import { noticeAtom } from './state/ui';
import { StatusLine } from './StatusLine';
import { LineEditor } from './textbox/LineEditor';
import { ControlBar } from './video/ControlBar';
import { VideoPlayer } from './video/VideoPlayer';
import './editor.css';

/** The editor screen. It only composes: state lives in state/, edits in commands/. */
export function Editor() {
  const store = useStore();
  useEditorKeys();
  useAutosave(store);
  return (
    <div className="editor">
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
      <section className="editor-timeline" aria-label="Waveform timeline">
        No waveform loaded
      </section>
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
