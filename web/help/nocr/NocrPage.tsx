import { CONTACT_EMAIL } from '../../../shared/site/constants';
import { Link } from '../../router';
import { HelpArticle, Keys, PairTable } from '../HelpArticle';
import { MatchDiagram, OcrWindowDiagram, SpaceWidthDiagram } from './NocrIllustrations';

/** Keys of the OCR window (spec/editor.md §2, nOCR tutorial): a window of its own, not the main table. */
const OCR_SHORTCUTS: readonly (readonly [keys: string, what: string])[] = [
  ['Alt+Up', 'Previous line'],
  ['Alt+Down', 'Next line'],
  ['Ctrl+G', 'Go to line'],
  ['Ctrl+T', 'Auto training'],
  ['Ctrl+P', 'Preview'],
  ['Ctrl+Shift+P', 'Image pre-processing'],
  ['Ctrl+F', 'Find'],
  ['F3', 'Find next'],
  ['Ctrl+H', 'Show horizontal line split'],
];

export function NocrPage() {
  return (
    <HelpArticle path="subtitleedit/nocr">
      <p className="lead">
        DVD and Blu-ray subtitles are pictures. To edit, translate or convert them you need their
        text, and nOCR, the optical character recognition engine built into Subtitle Edit, gets it:
        it learns the shapes of the letters of your subtitle and reads the rest by itself. This
        tutorial takes you from the image file to a clean text subtitle.
      </p>

      <h2>Main OCR window</h2>
      <p>Open an image-based subtitle in one of three ways:</p>
      <ul>
        <li>
          <em>File → Open</em> and choose the file: a VobSub <code>.sub</code>/<code>.idx</code>{' '}
          pair, a Blu-ray <code>.sup</code>, or a video file (<code>.mkv</code>, <code>.ts</code>)
          that holds an image track;
        </li>
        <li>drag and drop the file onto the main window;</li>
        <li>
          <em>File → Import images</em> for a folder of single pictures (PNG, BMP) or a BDN XML
          file.
        </li>
      </ul>
      <p>The OCR window opens. It has three parts:</p>
      <figure className="figure">
        <OcrWindowDiagram />
        <figcaption>
          The OCR window: (1) the picture of the selected subtitle, (2) the list of lines with the
          text OCR found, (3) the OCR method and its settings.
        </figcaption>
      </figure>

      <h2>Preparing OCR</h2>
      <p>
        Choose <strong>nOCR</strong> as the OCR method and pick a database (start a new one named
        after the language or the font when none fits). Then tell nOCR about the subtitle:
      </p>
      <ul>
        <li>
          <strong>Font size</strong>: the size of the letters used when nOCR trains itself from
          fonts on your PC (auto training, <Keys>Ctrl+T</Keys>). Pick the font and size that look
          most like the picture.
        </li>
        <li>
          <strong>Pixels are space</strong>: how wide a gap between letters must be to count as a
          space. Typical values are 8 to 15; 10 to 12 fits most subtitles. Too low and words break
          apart (&ldquo;W here&rdquo;); too high and they run together (&ldquo;Athome&rdquo;).
        </li>
        <li>
          <strong>Italic angle</strong>: how far italic letters lean. nOCR straightens them before
          matching, so italics are read as reliably as upright text, and the result gets{' '}
          <code>&lt;i&gt;</code> tags.
        </li>
      </ul>
      <figure className="figure">
        <SpaceWidthDiagram />
        <figcaption>
          Pixels are space: gaps at least this wide become a space; narrower gaps are the room
          between letters of one word.
        </figcaption>
      </figure>
      <p className="note">
        nOCR needs letters of a decent size. When the letters are less than about 28 pixels high,
        choose <strong>Tesseract 5</strong> or <strong>binary image compare</strong> instead: small
        letters have too few pixels to tell similar shapes apart.
      </p>
      <p>
        Keep <strong>Draw missing texts</strong> switched on. When nOCR meets a letter it does not
        know, it stops and shows you the letter; you type what it is, and from then on the database
        knows it. This is how the database grows. Use image pre-processing (
        <Keys>Ctrl+Shift+P</Keys>) first if the picture has a coloured border or a box behind the
        text, and check a line with preview (<Keys>Ctrl+P</Keys>).
      </p>

      <h2>Running OCR</h2>
      <ol>
        <li>
          Press <strong>Start OCR</strong>. nOCR works through the lines; the text appears in the
          list as it goes.
        </li>
        <li>
          Answer the questions for unknown letters. Two letters that touch can be taught as one pair
          (&ldquo;rn&rdquo;); expand the selection in the dialog to cover both.
        </li>
        <li>
          Press <strong>Stop</strong> at any time, for example to correct something, and{' '}
          <strong>Start OCR</strong> to continue from the selected line.
        </li>
        <li>
          When a line reads wrong, <strong>double-click</strong> the word in the text to inspect it:
          nOCR shows each letter image next to the database letter it matched.
        </li>
        <li>
          If a match is wrong, choose <strong>Add better match</strong> and type the right letter,
          or <strong>Delete</strong> the wrong letter from the database so it cannot match again.
        </li>
      </ol>
      <figure className="figure">
        <MatchDiagram />
        <figcaption>
          Inspecting a line: the letter image was matched to &ldquo;l&rdquo; but is an
          &ldquo;I&rdquo;. Add better match teaches the right letter.
        </figcaption>
      </figure>
      <p>
        <Keys>Ctrl+H</Keys> shows where nOCR splits the picture into text lines, which helps when
        two lines of text are read as one.
      </p>
      <h3>Keyboard shortcuts in the OCR window</h3>
      <PairTable
        label="OCR window shortcuts"
        headers={['Shortcut', 'Function']}
        rows={OCR_SHORTCUTS}
        renderKey={(keys) => <Keys>{keys}</Keys>}
      />

      <h2>Conclusion</h2>
      <p>
        The first film takes a while, because nOCR has to learn the font. The second film with the
        same font goes almost by itself: save your database and reuse it. Press OK to take the text
        into the main window, then run a spell check and{' '}
        <Link href="/subtitleedit/help#fixcommonerrors">Fix common errors</Link>; OCR fixes are part
        of it. If the timing needs work, follow the{' '}
        <Link href="/subtitleedit/help#sync">synchronization guide</Link>, and see the{' '}
        <Link href="/subtitleedit/video">intro videos</Link> for the rest of Subtitle Edit.
      </p>
      <p>
        Stuck on a difficult subtitle? Mail me at{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> with a short sample.
      </p>
    </HelpArticle>
  );
}
