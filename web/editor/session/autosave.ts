// Start-up restore and the two timers of spec §9: auto-save every 4961 ms (when the setting is
// on) and auto-backup every 11100 ms, each only when something changed since its last write.
import { useEffect } from 'react';
import { SAMPLE_SUBTITLE, SAMPLE_VIDEO_URL } from '../../../shared/editor/sampleSubtitle';
import { loadKernels } from '../../../shared/kernels/loadKernels';
import { AUTO_BACKUP_INTERVAL_MS, AUTO_SAVE_INTERVAL_MS } from '../../../shared/subtitle/constants';
import { navigate } from '../../router';
import { openSubtitle } from '../commands/replaceDocument';
import { loadDemoWaveform } from './demoWaveform';
import { initEditor, runEdit } from '../state/actions';
import { documentAtom, kernelsAtom, type EditorDocument } from '../state/document';
import { waveformAtom } from '../state/media';
import { loadStoredSettings, settingsAtom } from '../state/settings';
import type { EditorStore } from '../state/store';
import { markDocumentSaved } from '../state/saved';
import { noticeAtom } from '../state/ui';
import { videoSourceAtom, type VideoSource } from '../state/video';
import { storeBackup, storeCurrentDocument } from '../persistence/documentWriter';
import { isQuotaError, loadCurrentDocument, loadWaveform } from '../persistence/editorDb';
import { packDocument, type PackedSubtitle } from '../persistence/packedSubtitle';
import { fetchStartLink, readStartLink } from '../persistence/startLinks';

const EDITOR_PATH = '/subtitleedit/online';

/** Loads kernels and settings, then the auto-saved document or, without one, the sample. */
export async function bootEditor(store: EditorStore): Promise<void> {
  const kernels = await loadKernels();
  const settings = loadStoredSettings(window.localStorage);
  store.set(settingsAtom, settings);
  const stored = settings.autoSave ? await loadCurrentDocument().catch(logLoadError) : null;
  initEditor(store, kernels, stored?.subtitle ?? SAMPLE_SUBTITLE);
  const url = stored ? stored.videoUrl : SAMPLE_VIDEO_URL;
  if (url) store.set(videoSourceAtom, { url, name: videoName(url), fromDisk: false });
  const waveform = settings.autoSave
    ? await loadWaveform().catch((error: unknown) => {
        console.error('The stored waveform could not be read:', error);
        return null;
      })
    : null;
  store.set(waveformAtom, waveform);
  // Without saved state the sample shows with its demo waveform; the editor need not wait.
  if (!stored && !waveform) void loadDemoWaveform(store);
  await openStartLink(store);
}

/** Opens what the address asks for (?id=, ?sample=), keeping the previous document as an
 *  auto-backup first, then puts the plain editor address in place. */
async function openStartLink(store: EditorStore): Promise<void> {
  const link = readStartLink(window.location.search);
  if (!link) return;
  try {
    const subtitle = await fetchStartLink(link);
    const kernels = store.get(kernelsAtom);
    if (kernels) {
      await storeBackup({
        packed: packDocument(store.get(documentAtom), kernels.store),
        description: 'Before opening a link',
        savedTime: Date.now(),
      }).catch((error: unknown) => reportWriteError(store, 'auto-backup', error));
    }
    runEdit(store, openSubtitle, { subtitle });
    markDocumentSaved(store);
  } catch (error) {
    console.error('The linked subtitle could not be opened:', error);
    store.set(noticeAtom, {
      kind: 'error',
      text:
        link.kind === 'temp'
          ? 'The linked subtitle could not be opened (temporary subtitles are kept for 24 hours).'
          : 'The linked example could not be opened.',
    });
  }
  navigate(EDITOR_PATH, { replace: true });
}

function logLoadError(error: unknown): null {
  console.error('The auto-saved subtitle could not be read:', error);
  return null;
}

function videoName(url: string): string {
  return decodeURIComponent(url.split(/[?#]/)[0]?.split('/').pop() ?? url) || url;
}

function savedVideoUrl(source: VideoSource | null): string | undefined {
  return source && !source.fromDisk ? source.url : undefined;
}

function reportWriteError(store: EditorStore, what: string, error: unknown): void {
  console.error(`The ${what} could not be written:`, error);
  store.set(noticeAtom, {
    kind: 'error',
    text: isQuotaError(error)
      ? `Browser storage is full: the ${what} was not saved. Download your subtitle to keep your work.`
      : `The ${what} could not be saved in this browser.`,
  });
}

/** Runs the auto-save and auto-backup timers while the editor is shown. */
export function useAutosave(store: EditorStore): void {
  useEffect(() => {
    let savedRevision = store.get(documentAtom).revision;
    let savedVideo = savedVideoUrl(store.get(videoSourceAtom));
    let backedUpRevision = savedRevision;

    // The two timers often store the same state: it is packed once (a 100k-line pack is a few
    // ms of the page's time, and its texts string a few MB).
    let lastPacked: { doc: EditorDocument; packed: PackedSubtitle } | null = null;
    function current(): PackedSubtitle | null {
      const kernels = store.get(kernelsAtom);
      if (!kernels) return null;
      const doc = store.get(documentAtom);
      if (lastPacked?.doc !== doc) lastPacked = { doc, packed: packDocument(doc, kernels.store) };
      return lastPacked.packed;
    }

    const saveTimer = setInterval(() => {
      if (!store.get(settingsAtom).autoSave) return;
      const revision = store.get(documentAtom).revision;
      const videoUrl = savedVideoUrl(store.get(videoSourceAtom));
      if (revision === savedRevision && videoUrl === savedVideo) return;
      const packed = current();
      if (!packed) return;
      savedRevision = revision;
      savedVideo = videoUrl;
      storeCurrentDocument({
        packed,
        savedTime: Date.now(),
        ...(videoUrl !== undefined ? { videoUrl } : {}),
      }).catch((error: unknown) => reportWriteError(store, 'auto-save', error));
    }, AUTO_SAVE_INTERVAL_MS);

    const backupTimer = setInterval(() => {
      const revision = store.get(documentAtom).revision;
      if (revision === backedUpRevision) return;
      const packed = current();
      if (!packed) return;
      backedUpRevision = revision;
      storeBackup({ packed, description: 'Auto-backup', savedTime: Date.now() }).catch(
        (error: unknown) => reportWriteError(store, 'auto-backup', error),
      );
    }, AUTO_BACKUP_INTERVAL_MS);

    return () => {
      clearInterval(saveTimer);
      clearInterval(backupTimer);
    };
  }, [store]);
}
