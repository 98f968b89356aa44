import { useState } from 'react';
import { DEFAULT_ENCODING, DEFAULT_FORMAT_NAME } from '../../../shared/subtitle/constants';
import { baseName } from '../../../shared/subtitle/formats/textScan';
import { useFormatLists } from '../files/formatLists';
import { writeSubtitleFile } from '../files/localFiles';
import { documentAtom } from '../state/document';
import { useAtomValue } from '../state/store';
import { FormatEncodingForm, type FormatAndEncoding } from './FormatEncodingForm';
import { SaveFileDialog } from './SaveFileDialog';

/** Save/download: the editor's worker writes the chosen format and encoding (times rounded to
 *  whole ms), with Windows new lines per the settings; the bytes are saved as a file. */
export function DownloadDialog({ onClose }: { onClose: () => void }) {
  const lists = useFormatLists();
  const fileName = useAtomValue(documentAtom).meta.fileName;
  const [choice, setChoice] = useState<FormatAndEncoding>({
    format: DEFAULT_FORMAT_NAME,
    encoding: DEFAULT_ENCODING,
  });
  const extension =
    lists.state === 'ready'
      ? (lists.formats.find((f) => f.name === choice.format)?.extension ?? '')
      : '';

  return (
    <SaveFileDialog
      title="Download subtitle file"
      action="Download"
      ready={lists.state === 'ready'}
      failure="The subtitle could not be written"
      savesDocument
      write={({ subtitle, useWindowsNewLine }) =>
        writeSubtitleFile(subtitle, { ...choice, useWindowsNewLine })
      }
      onClose={onClose}
    >
      {lists.state === 'loading' && <p className="muted">Loading the formats…</p>}
      {lists.state === 'error' && (
        <p role="alert" className="dialog-error">
          The format list could not be loaded.
        </p>
      )}
      {lists.state === 'ready' && (
        <>
          <FormatEncodingForm
            formats={lists.formats}
            encodings={lists.encodings}
            value={choice}
            onChange={setChoice}
          />
          <p>
            File name: <output>{baseName(fileName) + extension}</output>
          </p>
        </>
      )}
    </SaveFileDialog>
  );
}
