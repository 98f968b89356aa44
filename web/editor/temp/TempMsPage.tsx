import { useRef, useState } from 'react';
import { usePageTitle } from '../../site/siteName';
import { callCallback, PARENT_SUBTITLE_CALLBACK } from '../translate/tempCallbacks';
import { useEscapeClosesParent } from './useEscapeClosesParent';
import { textOf, useTempSubtitle } from './useTempSubtitle';
import './temp.css';

/**
 * /subtitleedit/online/tempms?id= (spec §2): the paragraph texts in a table beside the
 * translation-widget area, for review. On OK each cell's text goes back into its paragraph and
 * the whole subtitle is handed to the parent window's done callback.
 */
export default function TempMsPage() {
  usePageTitle('Review translated subtitle');
  const loaded = useTempSubtitle();
  useEscapeClosesParent();
  const body = useRef<HTMLTableSectionElement>(null);
  const [sent, setSent] = useState<'no' | 'yes' | 'no-parent'>('no');

  // The page keeps its heading while loading or failing, so it always has an outline.
  if (loaded.state !== 'ready') {
    return (
      <article className="temp-page">
        <h1>Review translated subtitle</h1>
        {loaded.state === 'loading' ? (
          <p className="muted">Loading the subtitle…</p>
        ) : (
          <p role="alert">{loaded.message}</p>
        )}
      </article>
    );
  }
  const { subtitle } = loaded;

  function ok(): void {
    const cells = [...(body.current?.querySelectorAll('td.temp-text') ?? [])];
    const paragraphs = subtitle.paragraphs.map((p, i) => {
      const cell = cells[i];
      return cell ? { ...p, text: textOf(cell) } : p;
    });
    const done = { ...subtitle, paragraphs };
    const delivered =
      window.parent !== window && callCallback(window.parent, PARENT_SUBTITLE_CALLBACK, done);
    setSent(delivered ? 'yes' : 'no-parent');
  }

  return (
    <article className="temp-page temp-ms">
      <h1>Review translated subtitle</h1>
      <div className="temp-ms-columns">
        <table className="temp-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Text</th>
            </tr>
          </thead>
          <tbody ref={body}>
            {subtitle.paragraphs.map((paragraph, index) => (
              <tr key={index}>
                <td>{index + 1}</td>
                <td className="temp-text" contentEditable suppressContentEditableWarning>
                  {paragraph.text.split('\n').map((line, at) => (
                    <span key={at}>
                      {at > 0 && <br />}
                      {line}
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <aside className="temp-widget" aria-label="Translation widget">
          <p className="muted">
            Translate the table with your browser's page translation, correct any cell by editing
            it, then press OK.
          </p>
          <button type="button" onClick={ok}>
            OK
          </button>
          {sent === 'yes' && <p role="status">The subtitle was sent to the editor.</p>}
          {sent === 'no-parent' && (
            <p role="alert">Open this page from the editor to send the subtitle back.</p>
          )}
        </aside>
      </div>
    </article>
  );
}
