import { trpc } from '../../trpc';
import { TableScroll } from '../HelpArticle';
import { HelpSection } from './HelpSection';

/** Every format of the subtitle library with what it can do, as the service lists it
 *  (GET /se-api/subtitle-formats/), so this page and the service never disagree. */
export function FormatsSection() {
  const formats = trpc.seApi.subtitles.formats.useQuery();
  return (
    <HelpSection id="formats">
      <p>
        The online editor and its subtitle service read the formats below by their content (the file
        extension only breaks ties), write those marked so, and read the subtitle tracks of
        Matroska, WebM and MP4 videos (SubRip, ASS/SSA, WebVTT and MP4 timed text; image tracks such
        as Blu-ray PGS, VobSub and DVB need OCR in the desktop program).
      </p>
      <p>
        Files stay on your computer: the online editor opens, saves and exports subtitles, waveform
        files and the subtitle tracks of videos in your browser, and sends nothing of them to the
        server (only the translators' pages get a temporary copy of the lines to translate).
      </p>
      {formats.isPending ? (
        <p role="status">Loading the list of formats…</p>
      ) : formats.isError ? (
        <p role="alert">The list of formats could not be loaded. Try again later.</p>
      ) : (
        <TableScroll label="Subtitle formats">
          <table className="help-table">
            <caption>{formats.data.length} formats</caption>
            <thead>
              <tr>
                <th scope="col">Format</th>
                <th scope="col">Extensions</th>
                <th scope="col">Read</th>
                <th scope="col">Write</th>
                <th scope="col">Kind</th>
              </tr>
            </thead>
            <tbody>
              {formats.data.map((format) => (
                <tr key={format.name}>
                  <th scope="row">{format.name}</th>
                  <td>{format.extensions.join(' ')}</td>
                  <td>{format.canRead ? 'Yes' : 'No'}</td>
                  <td>{format.canWrite ? 'Yes' : 'No'}</td>
                  <td>{format.binary ? 'Binary' : 'Text'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </HelpSection>
  );
}
