import { Link } from '../../router';
import { Keys } from '../HelpArticle';
import { HelpSection } from './HelpSection';

export function SyncSections() {
  return (
    <>
      <HelpSection id="sync">
        <p>Pick the tool by how the subtitle is wrong:</p>
        <ul>
          <li>
            <strong>Every line is early or late by the same amount</strong>:{' '}
            <em>Synchronization → Adjust all times</em> (<Keys>Ctrl+Shift+A</Keys>). Enter the
            difference, or play the video to the first spoken line, select that subtitle and let
            Subtitle Edit compute the offset. You can shift all lines, the selected ones, or the
            selected and all after them.
          </li>
          <li>
            <strong>The error grows during the video</strong>: the subtitle was made for another
            frame rate or speed. Use <em>Change frame rate</em> (for example 23.976 → 25) or{' '}
            <em>Change speed</em> in percent. If you do not know the rates, use{' '}
            <a href="#visual_sync">Visual sync</a>.
          </li>
          <li>
            <strong>Parts of the video were cut</strong>: use <em>Point sync</em> (
            <Keys>Ctrl+Shift+P</Keys>). Set the right time on a few lines spread over the film; the
            lines in between are stretched to fit. <em>Point sync via other subtitle</em> takes the
            times from a correct subtitle in another language.
          </li>
          <li>
            <strong>Single lines are off</strong>: fix them on the <a href="#waveform">waveform</a>{' '}
            or with the Create/Adjust keys (<Keys>F11</Keys> start, <Keys>F12</Keys> end,{' '}
            <Keys>F9</Keys> set start and offset the rest).
          </li>
        </ul>
      </HelpSection>
      <HelpSection id="visual_sync">
        <p>
          <em>Synchronization → Visual sync</em> (<Keys>Ctrl+Shift+V</Keys>) shows two video
          players. In the left one, choose a line near the start of the video and move the video to
          where it is spoken; in the right one do the same with a line near the end. Press{' '}
          <em>Sync</em>: Subtitle Edit computes the offset and the speed factor from these two
          points and applies both to every line. The farther apart the two lines are, the more
          precise the result. Use <em>Play</em> and the small steps (½ second, 100 ms) to hit the
          first syllable exactly.
        </p>
      </HelpSection>
      <HelpSection id="translation">
        <p>A good translation workflow:</p>
        <ol>
          <li>Open the original subtitle and the video.</li>
          <li>
            Start translator mode with <Keys>Ctrl+Shift+O</Keys>: the original moves to its own
            column and the translation starts as a copy (or empty, as you choose).
          </li>
          <li>
            Type the translation in the text box; <Keys>Alt+Down</Keys> and <Keys>Alt+Up</Keys> go
            to the next and previous line and play it, so your hands stay on the keyboard.
          </li>
          <li>
            Check the rules: the translation is often longer than the original, so watch the line
            length and CPS columns and use <a href="#fixcommonerrors">Fix common errors</a>.
          </li>
          <li>Save the translation; the original stays untouched.</li>
        </ol>
        <p>
          For single words, <Link href="/multitranslator">Multi Translator</Link> looks a word up in
          several online translators at once and has word lists of over 40000 words. For a first
          draft of the whole file, see <a href="#translate">Auto-translate</a>.
        </p>
      </HelpSection>
      <HelpSection id="fixcommonerrors">
        <p>
          <em>Tools → Fix common errors</em> (<Keys>Ctrl+Shift+F</Keys>) runs a list of checks and
          shows every proposed change before it is made. Untick what you disagree with, then apply.
          Among the checks:
        </p>
        <ul>
          <li>empty lines, overlapping times and too short gaps between lines;</li>
          <li>
            too short and too long durations, and lines read too fast, measured in characters per
            second (for example more than 25 CPS);
          </li>
          <li>lines that are too long or should be broken or unbroken;</li>
          <li>double spaces, missing spaces after punctuation, unneeded periods and dashes;</li>
          <li>
            lower-case &ldquo;i&rdquo; for &ldquo;I&rdquo; in English, and the start of sentences;
          </li>
          <li>common OCR errors, such as &ldquo;l&rdquo; read where &ldquo;I&rdquo; belongs;</li>
          <li>music symbols, dialog dashes and the Turkish dotted/dotless i.</li>
        </ul>
        <p>
          The limits come from <a href="#settings">Settings → Rules</a>, where profiles for Netflix,
          Amara and others set them in one go.
        </p>
      </HelpSection>
      <HelpSection id="remove_text_for_hi">
        <p>
          Subtitles for the deaf and hard of hearing (SDH) describe sounds and name speakers. To
          turn them into plain subtitles, use <em>Tools → Remove text for hearing impaired</em> (
          <Keys>Ctrl+Shift+H</Keys>). Choose what goes: text between brackets{' '}
          <code>[door slams]</code> or parentheses, speaker names before a colon <code>JOHN:</code>,
          lines in capitals, lines with music symbols, and interjections such as &ldquo;Oh&rdquo; or
          &ldquo;Hmm&rdquo; (the list is yours to edit). The preview lists every line before and
          after, so nothing is removed by surprise.
        </p>
      </HelpSection>
      <HelpSection id="spellcheck">
        <p>
          <em>Spell check → Spell check</em> (<Keys>Ctrl+Shift+S</Keys>) goes through the text with
          Hunspell dictionaries (the ones LibreOffice uses). Get more languages from{' '}
          <em>Spell check → Get dictionaries</em>. For each unknown word you can change it (once or
          everywhere), skip it, add it to your user dictionary, or add it to the names list (
          <Keys>Ctrl+Shift+L</Keys>) so names like &ldquo;Hermione&rdquo; are never flagged again.{' '}
          <em>Find double words</em> (<Keys>Ctrl+Shift+D</Keys>) finds &ldquo;the the&rdquo;.
        </p>
      </HelpSection>
    </>
  );
}

export function ImageSections() {
  return (
    <>
      <HelpSection id="importvobsub">
        <p>
          DVD subtitles (VobSub, a <code>.sub</code> file with its <code>.idx</code>), Blu-ray
          subtitles (<code>.sup</code>), and image tracks inside Matroska (<code>.mkv</code>) or
          transport streams are pictures, not text. Open them with <em>File → Open</em> or{' '}
          <em>File → Import/OCR VobSub</em>, and Subtitle Edit opens the OCR window to turn the
          pictures into text. Three engines are available:
        </p>
        <ul>
          <li>
            <strong>nOCR</strong>: Subtitle Edit&apos;s own engine. It learns the letters of your
            subtitle font, fast and exact once trained. See the{' '}
            <Link href="/subtitleedit/nocr">nOCR tutorial</Link>.
          </li>
          <li>
            <strong>Tesseract 5</strong>: a general OCR engine with dictionaries for many languages;
            good on clean, large text.
          </li>
          <li>
            <strong>Binary image compare</strong>: compares each letter image with a database you
            build while you go; best for small letters.
          </li>
        </ul>
        <p>After OCR, run a spell check: it catches most of the letters the engine got wrong.</p>
      </HelpSection>
      <HelpSection id="bdsupedit">
        <p>
          Sometimes the images themselves are right and only the times or positions need work.{' '}
          <em>File → Import → Blu-ray sup file for edit</em> opens the images without OCR. Change
          start and end times, move an image on the screen, cut away an area, or replace an image
          with one of your own, then save a new <code>.sup</code> file for your authoring tool.
        </p>
      </HelpSection>
    </>
  );
}
