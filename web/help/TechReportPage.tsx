import { Link } from '../router';
import { HelpArticle } from './HelpArticle';

export function TechReportPage() {
  return (
    <HelpArticle path="subtitleedit/techreport">
      <p className="lead">
        How Subtitle Edit is put together, for developers who want to contribute, integrate it or
        simply understand why it behaves as it does.
      </p>
      <h2>Platform</h2>
      <p>
        The desktop program is written in C# on .NET with Windows Forms. It runs natively on Windows
        and, through Mono, on Linux. The core, the subtitle library (&ldquo;libse&rdquo;), has no
        user interface and is used by other tools as well.
      </p>
      <h2>Subtitle formats</h2>
      <p>
        Each of the 300+ formats is one class with the same small interface: a name, a file
        extension, a test that says whether a text is in this format, a reader and a writer. On
        opening, the formats are tried in turn and the first that recognises the file reads it. All
        formats read into one model: a list of paragraphs with start time, end time and text, plus a
        header for format details such as ASSA styles. Converting is therefore always reading into
        the model and writing out of it. Binary formats (EBU STL, Cavena 890, PAC, image formats)
        read bytes instead of text.
      </p>
      <p>
        Text encodings are detected from the byte-order mark, then by checking for valid UTF-8, then
        by statistics over the bytes for the older code pages.
      </p>
      <h2>Waveform and spectrogram</h2>
      <p>
        The audio is extracted with ffmpeg into a wave file once, then reduced to peaks: for each
        small time slice the highest and lowest sample value. The peaks are saved in a peak file
        beside the program&apos;s data, so the waveform appears immediately the next time the video
        is opened. Drawing reads only the peaks of the visible time range. The spectrogram is made
        with a fast Fourier transform over the same audio and kept as images.
      </p>
      <h2>Video</h2>
      <p>
        Video playback is delegated to a player library: mpv (through libmpv), VLC (through libvlc)
        or DirectShow. Subtitle Edit draws its own subtitle preview on top, or lets mpv render ASSA
        subtitles exactly as a player would. Shot changes are found with ffmpeg&apos;s scene
        detection.
      </p>
      <h2>OCR, speech and spelling</h2>
      <ul>
        <li>
          nOCR compares letter shapes with a trained database; Tesseract and binary image compare
          are the alternatives. See the <Link href="/subtitleedit/nocr">nOCR tutorial</Link>.
        </li>
        <li>Speech to text runs Whisper or Vosk locally as separate processes.</li>
        <li>Spell check uses Hunspell dictionaries.</li>
      </ul>
      <h2>Translations of the program</h2>
      <p>
        Every text of the user interface lives in an XML language file per language; 32+ languages
        are maintained by volunteers, many with{' '}
        <Link href="/xmlcontenttranslator">Xml Content Translator</Link>.
      </p>
      <h2>Subtitle Edit Online</h2>
      <p>
        The <Link href="/subtitleedit/online">online editor</Link> on this site is a separate
        implementation for the browser. Its format library is written in TypeScript and shared
        between the browser and the server; the time-critical work on large files (shifting every
        time, finding the lines in view, building waveform peaks) runs as WebAssembly, with a
        TypeScript twin of each routine as a fallback. Its keyboard shortcuts come from the same
        table as the <Link href="/subtitleedit/shortcuts">shortcuts page</Link>.
      </p>
    </HelpArticle>
  );
}
