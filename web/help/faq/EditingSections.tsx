import { Link } from '../../router';
import { CodeBlock, Keys } from '../HelpArticle';
import { HelpSection } from './HelpSection';

/** The mini FAQ: the questions people ask most, each answered in a few lines with a link on. */
export function FaqSection() {
  return (
    <HelpSection id="faq">
      <dl className="faq">
        <dt>Which formats can Subtitle Edit open and save?</dt>
        <dd>
          More than 300, from SubRip (.srt), WebVTT and Advanced Sub Station Alpha to broadcast
          formats such as EBU STL and image formats such as VobSub and Blu-ray sup. Open a file with{' '}
          <em>File → Open</em>; choose the output format in the format list of the toolbar and save.
          See <a href="#export">Export</a> for formats that need extra settings. The online editor
          reads and writes the formats listed under{' '}
          <a href="#formats">Formats of the online editor</a>.
        </dd>
        <dt>How do I convert a subtitle to another format?</dt>
        <dd>
          Open it, pick the new format in the format list, and <em>Save as</em>. For many files at
          once use <a href="#batchconvert">Batch convert</a> or the{' '}
          <a href="#commandline">command line</a>.
        </dd>
        <dt>My subtitle is out of sync. What do I do?</dt>
        <dd>
          If every line is off by the same amount, use <em>Synchronization → Adjust all times</em> (
          <Keys>Ctrl+Shift+A</Keys>). If the error grows during the film, the frame rate or speed
          differs: use <a href="#visual_sync">Visual sync</a> or point sync. All of it is in{' '}
          <a href="#sync">Synchronization</a>.
        </dd>
        <dt>How do I put the subtitles into the video picture?</dt>
        <dd>
          That is called hard-burning; read{' '}
          <Link href="/subtitleedit/AddSubtitlesToVideo">Add subtitles to video</Link>.
        </dd>
        <dt>How do I turn a DVD or Blu-ray subtitle into text?</dt>
        <dd>
          With OCR: see <a href="#importvobsub">Import and OCR</a> and the{' '}
          <Link href="/subtitleedit/nocr">nOCR tutorial</Link>.
        </dd>
        <dt>Can Subtitle Edit write the subtitle for me from the audio?</dt>
        <dd>
          Yes: <a href="#audio_to_text">Audio to text</a> uses Whisper (about 100 languages) or Vosk
          (over 20 languages).
        </dd>
        <dt>Some lines of my file are missing after opening it. Why?</dt>
        <dd>
          The file has damaged blocks (a typo in a time code, a cut-off line). They are skipped and
          a notice names their lines; everything else opens. See{' '}
          <a href="#damaged_files">Damaged subtitle files</a>.
        </dd>
        <dt>Is there a video that shows how?</dt>
        <dd>
          See the <Link href="/subtitleedit/video">videos page</Link>.
        </dd>
        <dt>Does it run without installing?</dt>
        <dd>
          Yes, see <a href="#portable">Portable version</a>. On Linux, see{' '}
          <a href="#linux">Linux</a>.
        </dd>
      </dl>
    </HelpSection>
  );
}

export function MainWindowSections() {
  return (
    <>
      <HelpSection id="main">
        <p>The main window has four parts that work together:</p>
        <ul>
          <li>
            <strong>The subtitle list</strong> shows one row per subtitle: number, start time, end
            time, duration and text. Rows that break a rule (too long, too fast, too short) are
            coloured; the status bar tells you why. Select with the mouse or the arrow keys;{' '}
            <Keys>Shift</Keys> and <Keys>Ctrl</Keys> extend the selection.
          </li>
          <li>
            <strong>The text box</strong> edits the selected line. Beside it you see the line
            lengths and the characters per second (CPS). <em>Auto br</em> breaks a long line in two
            at the best place; <em>Unbreak</em> joins the lines again. By default a subtitle gets
            one line break at most, so it never grows past two lines.
          </li>
          <li>
            <strong>The video player</strong> plays the video with the subtitle on top.
          </li>
          <li>
            <strong>The waveform</strong> shows the sound, so you can see where speech starts and
            ends. See <a href="#waveform">Waveform</a>.
          </li>
        </ul>
        <p>
          Under the list, the <em>Translate</em>, <em>Create</em> and <em>Adjust</em> tabs hold
          buttons that set times from the video position while it plays. Press <Keys>F2</Keys> to
          switch the list to source view: the raw text of the file in its format, editable as text.
        </p>
      </HelpSection>
      <HelpSection id="main_resize">
        <p>
          Drag the splitters between list, text box, video and waveform to give room to what you use
          most. <em>View → Layout</em> (or the layout button of the toolbar) offers ready-made
          arrangements, for example a large video on the right for syncing or a tall list for
          proofreading. The video can also be undocked into its own window, which helps on two
          screens; <Keys>Ctrl+Q</Keys> shows or hides it. Subtitle Edit remembers size, position and
          layout when you close it.
        </p>
      </HelpSection>
      <HelpSection id="main_edit_original">
        <p>
          Open a translation, then <em>File → Open original subtitle</em> (or let Subtitle Edit open
          it for you when you start translator mode with <Keys>Ctrl+Shift+O</Keys>). The list gets
          an extra column with the original text, and the text box shows both: you type the
          translation and read the original above it. Times belong to the translation; use{' '}
          <em>Tools → Merge original and translation</em> (<Keys>Ctrl+Alt+Shift+M</Keys>) to write
          both languages into one file. <a href="#translation">Translating</a> has the full
          workflow.
        </p>
      </HelpSection>
    </>
  );
}

export function VideoSections() {
  return (
    <>
      <HelpSection id="video_modes">
        <p>
          Subtitle Edit plays video through a player library you choose in{' '}
          <a href="#settings_video">Settings → Video player</a>:
        </p>
        <ul>
          <li>
            <strong>mpv</strong> (recommended): plays nearly every file, shows ASSA styling as it
            will look, and steps frame by frame.
          </li>
          <li>
            <strong>VLC</strong>: uses an installed VLC media player.
          </li>
          <li>
            <strong>DirectShow</strong>: the Windows player framework; it depends on the codecs
            installed on your machine.
          </li>
        </ul>
        <p>
          The play rate can be set from 50% to 300% in the video menu: slow the speech down when a
          line is hard to hear, or speed through a scene you have already done. <Keys>Ctrl+D0</Keys>{' '}
          resets the rate (and the waveform zoom).
        </p>
      </HelpSection>
      <HelpSection id="waveform">
        <p>
          Open a video and click the waveform area to build the waveform; Subtitle Edit extracts the
          audio with ffmpeg once and keeps it for next time. Each subtitle is a box on the waveform,
          its number and text inside.
        </p>
        <h3>Using the waveform</h3>
        <ul>
          <li>Click to move the play position; double-click a box to select and play its line.</li>
          <li>Drag the left or right edge of a box to change its start or end time.</li>
          <li>Drag the middle of a box to move the whole line; its duration stays the same.</li>
          <li>
            Draw an area on an empty place with the mouse and press <Keys>Return</Keys> to add a
            subtitle there, or right-click it for more choices.
          </li>
          <li>
            When you drag an edge close to the next or previous subtitle, it snaps to it (within 500
            ms), keeping the minimum gap between them.
          </li>
          <li>
            Zoom in and out with the zoom list under the waveform; make the peaks taller with{' '}
            <Keys>Shift+Add</Keys> and lower with <Keys>Shift+Subtract</Keys>.
          </li>
          <li>
            <Keys>Left</Keys> and <Keys>Right</Keys> move one second, <Keys>Shift+Left</Keys> and{' '}
            <Keys>Shift+Right</Keys> 100 ms.
          </li>
        </ul>
        <p>
          The spectrogram shows the same sound as frequencies: speech stands out from music and
          noise. Switch with the right-click menu. Shot changes (found with ffmpeg) appear as lines,
          and edges snap to them.
        </p>
      </HelpSection>
      <HelpSection id="export">
        <p>
          <em>File → Export</em> writes formats that need more than a file name: image formats for
          DVD and Blu-ray (VobSub, Blu-ray sup, BDN XML with PNG images), broadcast formats with
          their header fields (EBU STL, Cavena 890, Cheetah CAP), plain text, and a custom text
          format you design from a template with fields such as start, end and text. Image exports
          let you choose the font, size, outline, resolution and frame rate, and preview a line
          before writing them all.
        </p>
      </HelpSection>
    </>
  );
}

export function RegexSection() {
  return (
    <HelpSection id="regex">
      <p>
        <em>Edit → Replace</em> (<Keys>Ctrl+H</Keys>) and <em>Multiple replace</em> (
        <Keys>Ctrl+Alt+M</Keys>) accept regular expressions (.NET syntax) when you tick{' '}
        <em>Regular expression</em>. In the replacement, <code>$1</code> is the first group. Some
        examples that come up often:
      </p>
      <CodeBlock label="Regular expression examples">{`Find                  Replace with    What it does
^-\\s*                 (empty)         Removes a dialog dash at the start of a line
\\s{2,}                (space)         Turns runs of spaces into one space
\\.\\.\\.|…               …               One ellipsis character for three dots (or keep dots: swap)
(\\d),(\\d{3})          $1$2            1,000 → 1000
\\b(\\w+) \\1\\b          $1              Removes a doubled word: "the the" → "the"
^([A-Z ]+):\\s*        (empty)         Removes a speaker name in capitals: "JOHN: Hi" → "Hi"
\\[[^\\]]*\\]            (empty)         Removes text in brackets: "[door closes]"`}</CodeBlock>
      <p>
        Multiple replace keeps a list of rules that run in order; save the lists in groups (for
        example one per language) and use them again on the <a href="#commandline">command line</a>{' '}
        with <code>/multiplereplace</code>.
      </p>
    </HelpSection>
  );
}
