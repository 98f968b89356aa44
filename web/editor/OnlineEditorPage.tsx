import { useEffect, useState } from 'react';
import { usePageTitle } from '../site/siteName';
import { Editor } from './Editor';
import { bootEditor } from './session/autosave';
import { createStore, EditorStoreProvider } from './state/store';

/**
 * The online editor's route. Its code is split from the site bundle (only editor users load it);
 * each visit gets a fresh store, booted from the auto-save or the sample before the editor shows.
 */
export default function OnlineEditorPage() {
  usePageTitle('Subtitle Edit Online');
  const [store] = useState(createStore);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let live = true;
    bootEditor(store)
      .then(() => live && setState('ready'))
      .catch((error: unknown) => {
        console.error('The editor could not start:', error);
        if (live) setState('failed');
      });
    return () => {
      live = false;
    };
  }, [store]);

  return (
    <EditorStoreProvider store={store}>
      {state === 'ready' ? (
        <Editor />
      ) : state === 'failed' ? (
        <p role="alert">The editor could not start; the browser console says why.</p>
      ) : (
        <p className="muted">Loading the editor…</p>
      )}
    </EditorStoreProvider>
  );
}
