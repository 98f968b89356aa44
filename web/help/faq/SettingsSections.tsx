import { Link } from '../../router';
import { Keys } from '../HelpArticle';
import { HelpSection } from './HelpSection';

export function SettingsSections() {
  return (
    <>
      <HelpSection id="settings">
        <p>
          <em>Options → Settings</em> holds everything Subtitle Edit remembers. The pages you are
          most likely to visit:
        </p>
        <ul>
          <li>
            <strong>General</strong>: default format and encoding, language of the program (32+
            languages), auto-backup interval, and how new lines are timed.
          </li>
          <li>
            <strong>Rules</strong>: the limits the list colours and{' '}
            <a href="#fixcommonerrors">Fix common errors</a> check. Single line max length is 43
            characters by default, max characters per second a value such as 25, plus minimum and
            maximum duration, minimum gap and the number of lines (one line break by default).
            Profiles bundle them: pick one that matches your client&apos;s style guide.
          </li>
          <li>
            <strong>Video player</strong>, <strong>Waveform</strong>, <strong>Tools</strong>,{' '}
            <strong>Font</strong> and <strong>Shortcuts</strong>: see below.
          </li>
        </ul>
        <p>
          Settings are stored in <code>Settings.xml</code> in the data folder (
          <Keys>Ctrl+Alt+Shift+D</Keys> opens it). Copy that file to take your setup to another PC.
        </p>
      </HelpSection>
      <HelpSection id="shortcuts">
        <p>
          Nearly every function can have a key. The page <em>Settings → Shortcuts</em> lists them in
          groups (General, File, Edit, Tools, Video, Spell check, Synchronization, List view, Text
          box, Translate, Create/adjust, Waveform); select one and press the new key combination.
          The ones you will use every day:
        </p>
        <ul>
          <li>
            <Keys>Ctrl+P</Keys> play/pause, <Keys>F5</Keys> play the selected lines,{' '}
            <Keys>Alt+Left</Keys>/<Keys>Alt+Right</Keys> 500 ms back/forward;
          </li>
          <li>
            <Keys>F11</Keys> set start, <Keys>F12</Keys> set end, <Keys>F10</Keys> set end and go to
            next, <Keys>Shift+F9</Keys> insert a subtitle at the video position;
          </li>
          <li>
            <Keys>Ctrl+Z</Keys> undo, <Keys>Ctrl+Y</Keys> redo, <Keys>Ctrl+R</Keys> auto break,{' '}
            <Keys>Ctrl+I</Keys> italic.
          </li>
        </ul>
        <p>
          The complete list, with the functions that have no key yet, is on the{' '}
          <Link href="/subtitleedit/shortcuts">keyboard shortcuts page</Link>.
        </p>
      </HelpSection>
      <HelpSection id="settings_video">
        <p>
          Choose the video player (mpv, VLC or DirectShow, see{' '}
          <a href="#video_modes">Video players</a>), whether the subtitle is drawn on the video, its
          font size in the preview, and how far the small and large jump buttons move. mpv is
          downloaded on first use when it is missing. The play rate choices (50% to 300%) are on the
          video menu, not here.
        </p>
      </HelpSection>
      <HelpSection id="settings_tools">
        <p>
          Options of the tools: the minimum gap and the maximum line length used when lines are
          merged or split, the music symbol that <em>Fix common errors</em> inserts, the bridge gap
          for <a href="#beautify_time_codes">Beautify time codes</a>, whether spell check also
          checks one-letter words, and which online service <em>Auto-translate</em> uses.
        </p>
      </HelpSection>
      <HelpSection id="settings_font">
        <p>
          The font and size of the subtitle list and the text box, and their colours (also a dark
          theme). Pick a font that has every letter of your language; for right-to-left scripts and
          CJK text a larger size reads better. This changes only how Subtitle Edit shows text, never
          the subtitle file: styling inside the file is done with tags or ASSA styles.
        </p>
      </HelpSection>
      <HelpSection id="bookmarks">
        <p>
          Bookmark a line to come back to it: a question for the client, a line to check against the
          video later. <Keys>Ctrl+Shift+B</Keys> adds a bookmark with a comment; the list shows a
          marker and the comment appears when you hover over it. Keys for going to the next and
          previous bookmark can be assigned on the shortcuts page.
        </p>
      </HelpSection>
      <HelpSection id="assa_bg_box">
        <p>
          Some players and platforms need a solid box behind the text for readability. For Advanced
          Sub Station Alpha subtitles, <em>Tools → ASSA → Generate background box</em> adds a
          drawing layer under each line, sized to its text: choose padding, colour, transparency,
          rounded corners and the style it applies to. The boxes are ordinary ASSA drawing events (
          <code>{'{\\p1}'}</code>), so any ASSA renderer shows them; see the{' '}
          <Link href="/subtitleedit/formats/assa-override-tags">ASSA override tags</Link>.
        </p>
      </HelpSection>
    </>
  );
}

export function ToolSections() {
  return (
    <>
      <HelpSection id="translate">
        <p>
          <em>Auto-translate</em> (<Keys>Ctrl+Shift+G</Keys>) sends the lines to an online service
          (Google Translate, DeepL, and others; some need your own API key) and fills in the
          translation beside the original. Lines are sent in batches, and sentences that run over
          two subtitles are translated together, then split again. Always read the result against
          the video: a machine does not know who speaks to whom.
        </p>
      </HelpSection>
      <HelpSection id="networking">
        <p>
          <em>File → Networking</em> lets several people edit one subtitle at the same time. One
          person starts a session and shares its name and password; the others join it. Every change
          is sent to the rest, a chat window keeps the team talking, and the list shows who changed
          what. It is made for splitting a long film between translators on a deadline.
        </p>
      </HelpSection>
      <HelpSection id="beautify_time_codes">
        <p>
          <em>Tools → Beautify time codes</em> makes timing follow the rhythm of the picture: starts
          and ends are aligned to frames, moved onto nearby shot changes, and gaps between lines are
          made equal (for example two frames), closing small gaps entirely. It needs the video for
          its frame rate and shot changes. The result feels calmer: subtitles change together with
          the cuts instead of flickering just before or after them.
        </p>
      </HelpSection>
      <HelpSection id="batchconvert">
        <p>
          <em>Tools → Batch convert</em> converts many files at once: add files or whole folders,
          choose the output format, encoding and folder, and tick extra steps such as fix common
          errors, remove text for hearing impaired, change frame rate, offset or multiple replace.
          Image subtitles are run through OCR on the way. Use the{' '}
          <a href="#commandline">command line</a> to do the same from a script.
        </p>
      </HelpSection>
      <HelpSection id="audio_to_text">
        <p>
          <em>Video → Audio to text</em> writes subtitles from the speech of the video, with times.
          Two engines run on your own PC, so nothing is uploaded:
        </p>
        <ul>
          <li>
            <strong>Whisper</strong>: understands about 100 languages and punctuates well; can also
            translate the speech to English. Larger models are more accurate and slower; on an
            NVIDIA graphics card the fast variants run many times faster.
          </li>
          <li>
            <strong>Vosk</strong>: small, fast models for over 20 languages.
          </li>
        </ul>
        <p>
          The needed engine and model are downloaded on first use. Batch mode transcribes several
          videos in a row. Afterwards, check names and numbers and run{' '}
          <a href="#fixcommonerrors">Fix common errors</a> to split long lines.
        </p>
      </HelpSection>
      <HelpSection id="text_to_speech">
        <p>
          <em>Video → Text to speech</em> reads the subtitle aloud with a synthetic voice and can
          add the result to the video as a new audio track: useful for audio description and quick
          dubbing drafts. Choose an engine (local ones such as Piper, or online services with your
          own key) and a voice per speaker; lines that are too long for their time are sped up to
          fit. Review each line and regenerate the ones you do not like before writing the video.
        </p>
      </HelpSection>
    </>
  );
}
