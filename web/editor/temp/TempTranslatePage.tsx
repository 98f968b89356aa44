import { useCallback, useEffect, useRef, useState } from 'react';
import { usePageTitle } from '../../site/siteName';
import {
  callCallback,
  defineCallback,
  PAGE_DONE_CALLBACK,
  PARENT_TEXTS_CALLBACK,
  parseTexts,
} from '../translate/tempCallbacks';
import { useEscapeClosesParent } from './useEscapeClosesParent';
import { textOf, useTempSubtitle } from './useTempSubtitle';
import './temp.css';

/**
 * /subtitleedit/online/temp?id= (Google variant, spec §2): the temporary subtitle's lines, one
 * element each, for a page translator to rewrite in place; Done (or the page translator calling
 * window.seTranslationDone) hands the texts to the editor in the parent window.
 *
 * The original loaded Google's page-translate script here. This site's CSP allows scripts from
 * itself only, and we load no third-party script into our pages, so translation is done by the
 * browser's own page translation (or a person); see the README for what Google's widget needs.
 */
export default function TempTranslatePage() {
  usePageTitle('Translate subtitle');
  const loaded = useTempSubtitle();
  useEscapeClosesParent();
  const list = useRef<HTMLOListElement>(null);
  const [sent, setSent] = useState<'no' | 'yes' | 'no-parent'>('no');

  const done = useCallback((value?: unknown) => {
    const given = value === undefined ? null : parseTexts(value);
    const texts = given ?? [...(list.current?.children ?? [])].map(textOf);
    const delivered =
      window.parent !== window && callCallback(window.parent, PARENT_TEXTS_CALLBACK, texts);
    setSent(delivered ? 'yes' : 'no-parent');
  }, []);

  useEffect(() => defineCallback(window, PAGE_DONE_CALLBACK, done), [done]);

  // The page keeps its heading while loading or failing, so it always has an outline.
  if (loaded.state !== 'ready') {
    return (
      <article className="temp-page">
        <h1>Translate subtitle</h1>
        {loaded.state === 'loading' ? (
          <p className="muted">Loading the subtitle…</p>
        ) : (
          <p role="alert">{loaded.message}</p>
        )}
      </article>
    );
  }
  return (
    <article className="temp-page">
      <h1>Translate subtitle</h1>
      <p className="muted">
        Translate this page with your browser's page translation (for example Chrome: right-click →
        Translate), then press Done: the translated lines replace the lines in the editor.
      </p>
      <ol ref={list} className="temp-lines">
        {loaded.subtitle.paragraphs.map((paragraph, index) => (
          <li key={index}>
            {paragraph.text.split('\n').map((line, at) => (
              <span key={at}>
                {at > 0 && <br />}
                {line}
              </span>
            ))}
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => done()}>
        Done
      </button>
      {sent === 'yes' && <p role="status">The translated texts were sent to the editor.</p>}
      {sent === 'no-parent' && (
        <p role="alert">
          Open this page from the editor (Auto-translate → Google) to send texts back.
        </p>
      )}
    </article>
  );
}
