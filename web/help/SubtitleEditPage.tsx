import { SUBTITLE_EDIT_RELEASE_URL, SUBTITLE_EDIT_VERSION } from '../../shared/site/constants';
import { Link } from '../router';
import { HelpArticle } from './HelpArticle';

export function SubtitleEditPage() {
  return (
    <HelpArticle path="subtitleedit">
      <p className="lead">
        Subtitle Edit is a free, open-source program for making, syncing, translating and fixing
        subtitles for video. Hobbyists use it for their own films, fan subbers for series, and
        professional subtitlers for broadcast and streaming work.
      </p>
      <p>
        <a href={SUBTITLE_EDIT_RELEASE_URL} className="button-link">
          Download Subtitle Edit {SUBTITLE_EDIT_VERSION}
        </a>{' '}
        <span className="muted">Windows installer or portable zip; runs on Linux with Mono.</span>
      </p>
      <h2>What it does</h2>
      <ul className="card-grid">
        <li>
          <h3>300+ formats</h3>
          <p>
            Opens and saves more than 300 subtitle formats: SubRip, WebVTT, Advanced Sub Station
            Alpha, EBU STL, Timed Text, DVD and Blu-ray images and many more. Convert one file or a
            thousand.
          </p>
        </li>
        <li>
          <h3>Sync with the waveform</h3>
          <p>
            See the speech as a waveform or spectrogram under the video and drag each subtitle to
            where the words are. Adjust all times, change frame rate, visual and point sync.
          </p>
        </li>
        <li>
          <h3>Speech to text</h3>
          <p>
            Turn the audio of a video into a timed subtitle on your own PC: Whisper understands
            about 100 languages, Vosk over 20.
          </p>
        </li>
        <li>
          <h3>Text to speech</h3>
          <p>
            Let a synthetic voice read the subtitle, and add the speech to the video as an audio
            track.
          </p>
        </li>
        <li>
          <h3>Translate</h3>
          <p>
            Translator mode with the original beside your text, auto-translate for a first draft,
            and the program itself speaks 32+ languages.
          </p>
        </li>
        <li>
          <h3>Fix and check</h3>
          <p>
            Fix common errors, spell check, remove text for hearing impaired, rules for line length
            and reading speed, and OCR of image subtitles.
          </p>
        </li>
      </ul>
      <h2>Learn it</h2>
      <ul>
        <li>
          <Link href="/subtitleedit/help">Help and FAQ</Link>: every part of the program, explained.
        </li>
        <li>
          <Link href="/subtitleedit/video">Videos</Link>: watch the main tasks done step by step.
        </li>
        <li>
          <Link href="/subtitleedit/shortcuts">Keyboard shortcuts</Link> and the{' '}
          <Link href="/subtitleedit/nocr">nOCR tutorial</Link>.
        </li>
        <li>
          <Link href="/subtitleedit/AddSubtitlesToVideo">Add subtitles to video</Link>: burn them in
          or add them as a track.
        </li>
        <li>
          <Link href="/subtitleedit/techreport">Technical report</Link>: how it is built.
        </li>
      </ul>
      <h2>No installation? Use the online editor</h2>
      <p>
        <Link href="/subtitleedit/online">Subtitle Edit Online</Link> runs in your browser: open a
        subtitle and a video, edit and sync the lines on a waveform, translate, and download the
        result in the format you need. It has the same keyboard shortcuts as the desktop program.
      </p>
      <h2>Free, and staying free</h2>
      <p>
        Subtitle Edit is open source under the GPL and costs nothing. If it saves you time, a{' '}
        <Link href="/donate">donation</Link> keeps it going.
      </p>
    </HelpArticle>
  );
}
