import { useId, useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { serviceErrorMessage } from '../files/serviceError';
import { storeCurrentDocument } from '../persistence/documentWriter';
import { packDocument } from '../persistence/packedSubtitle';
import { documentAtom, kernelsAtom } from '../state/document';
import { useStore } from '../state/store';
import { videoSourceAtom } from '../state/video';
import { TRANSLATORS, type PageTranslator } from '../translate/languages';
import { uploadTempSubtitle } from '../translate/tempUpload';
import { tempSubtitlePageUrl, translatorUrl } from '../translate/translatorUrls';

/**
 * Yandex, Baidu and Papago: the subtitle is stored as temporary, and the browser goes to the
 * translator's page translation of our public /tempsub page (spec §4: a redirect, not a call).
 */
export function PageTranslateDialog({
  translator,
  onClose,
}: {
  translator: PageTranslator;
  onClose: () => void;
}) {
  const store = useStore();
  const { title, languages, from: defaultFrom, to: defaultTo } = TRANSLATORS[translator];
  const fromId = useId();
  const toId = useId();
  const [from, setFrom] = useState(defaultFrom);
  const [to, setTo] = useState(defaultTo);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function go(): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      const id = await uploadTempSubtitle(store);
      // The page is left: keep the work first, whatever the auto-save timer's phase.
      const kernels = store.get(kernelsAtom);
      if (kernels) {
        const video = store.get(videoSourceAtom);
        await storeCurrentDocument({
          packed: packDocument(store.get(documentAtom), kernels.store),
          savedTime: Date.now(),
          ...(video && !video.fromDisk ? { videoUrl: video.url } : {}),
        }).catch((failure: unknown) => console.error('Saving before translating failed:', failure));
      }
      const page = tempSubtitlePageUrl(window.location.origin, id);
      window.location.assign(translatorUrl(translator, page, from, to));
    } catch (failure) {
      console.error('Translation could not start:', failure);
      setError(serviceErrorMessage(failure, 'The subtitle could not be prepared for translation'));
      setBusy(false);
    }
  }

  const options = languages.map((language) => (
    <option key={language.code} value={language.code}>
      {language.displayName}
    </option>
  ));
  return (
    <Dialog
      title={`Auto-translate with ${title}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" disabled={busy || from === to} onClick={() => void go()}>
            Go translate
          </button>
          <button type="button" className="secondary" onClick={onClose}>
            Cancel
          </button>
        </>
      }
    >
      <div className="dialog-field">
        <label htmlFor={fromId}>From language</label>
        <select id={fromId} value={from} onChange={(e) => setFrom(e.target.value)}>
          {options}
        </select>
      </div>
      <div className="dialog-field">
        <label htmlFor={toId}>To language</label>
        <select id={toId} value={to} onChange={(e) => setTo(e.target.value)}>
          {options}
        </select>
      </div>
      <p className="muted">
        {title} opens a translated copy of this subtitle's lines. The subtitle is stored on this
        site for 24 hours so {title} can read it.
      </p>
      {busy && <p role="status">Preparing…</p>}
      {error && (
        <p role="alert" className="dialog-error">
          {error}
        </p>
      )}
    </Dialog>
  );
}
