import type { ReactNode } from 'react';
import type { PagePath } from '../../shared/site/routes';
import {
  SUBTITLE_EDIT_RELEASE_URL,
  SUBTITLE_EDIT_VERSION,
  XML_CONTENT_TRANSLATOR_VERSION,
  XML_CONTENT_TRANSLATOR_ZIP_URL,
} from '../../shared/site/constants';
import { Link } from '../router';

// Short first versions of the information pages; the help and tutorial pages grow from these.

export const INFO_PAGE_CONTENT: Partial<Record<PagePath, ReactNode>> = {
  about: (
    <p>
      I write free software in my spare time, mostly tools for people who make subtitles. Subtitle
      Edit started as a small helper for my own videos and grew into a program used all over the
      world.
    </p>
  ),
  donate: (
    <p>
      My programs are free and will stay free. If they save you time, a small donation through{' '}
      <a href="https://www.paypal.com/donate/?hosted_button_id=4XEHVLANCQBCU">PayPal</a> helps me
      keep working on them. Thank you!
    </p>
  ),
  multitranslator: (
    <p>
      Multi Translator translates short texts with several online services at once, so you can
      compare the results side by side. Its word lists hold over 40000 words. Try the{' '}
      <Link href="/multitranslator/online">online version</Link>.
    </p>
  ),
  'multitranslator/online': (
    <p>
      The online Multi Translator is not available yet. Until it is, the desktop Multi Translator
      and the translate functions of <Link href="/subtitleedit/online">Subtitle Edit Online</Link>{' '}
      cover the same ground.
    </p>
  ),
  xmlcontenttranslator: (
    <p>
      Xml Content Translator translates the text inside XML files, such as language files of
      programs, while leaving tags and attributes untouched.{' '}
      <a href={XML_CONTENT_TRANSLATOR_ZIP_URL}>Download version {XML_CONTENT_TRANSLATOR_VERSION}</a>
      .
    </p>
  ),
  multimediacenter: (
    <p>
      Multi Media Center is a simple media browser and player for a living-room PC, made to be used
      with a remote control from the couch.
    </p>
  ),
  subtitleedit: (
    <>
      <p>
        Subtitle Edit is a free editor for video subtitles. It reads and writes more than 300
        subtitle formats, is translated into 32+ languages, syncs subtitles to video with a
        waveform, turns speech into text with Whisper (about 100 languages) or Vosk (over 20) and
        can read text aloud with text to speech.
      </p>
      <p>
        <a href={SUBTITLE_EDIT_RELEASE_URL}>Download Subtitle Edit {SUBTITLE_EDIT_VERSION}</a> ·{' '}
        <Link href="/subtitleedit/help">Help</Link> · <Link href="/subtitleedit/video">Videos</Link>{' '}
        · <Link href="/subtitleedit/online">Subtitle Edit Online</Link>
      </p>
    </>
  ),
  'subtitleedit/help': (
    <p>
      Help for Subtitle Edit: how to open, edit, sync, translate and save subtitles. See also the{' '}
      <Link href="/subtitleedit/shortcuts">keyboard shortcuts</Link> and the{' '}
      <Link href="/subtitleedit/nocr">nOCR tutorial</Link>.
    </p>
  ),
  'subtitleedit/video': (
    <p>
      Short videos that show how to get things done in Subtitle Edit, from the first subtitle to a
      synced file.
    </p>
  ),
  'subtitleedit/techreport': (
    <p>
      How Subtitle Edit is built: its format library, the waveform and the video players it works
      with.
    </p>
  ),
  'subtitleedit/online': (
    <p>
      Subtitle Edit Online edits subtitles in your browser: open a subtitle and a video, edit the
      lines while you watch, and download the result in the format you need.
    </p>
  ),
  'subtitleedit/online/temp': (
    <p>This page translates a temporary subtitle for the online editor.</p>
  ),
  'subtitleedit/online/tempms': <p>This page shows a translated temporary subtitle for review.</p>,
  'subtitleedit/hardburn': (
    <p>
      How to burn subtitles into a video, so they show in every player, with Subtitle Edit and
      ffmpeg.
    </p>
  ),
  'subtitleedit/nocr': (
    <p>
      nOCR is the built-in optical character recognition of Subtitle Edit for image-based subtitles.
    </p>
  ),
  'subtitleedit/shortcuts': (
    <p>The keyboard shortcuts of Subtitle Edit, grouped by where they work.</p>
  ),
  'subtitleedit/formats/subrip': (
    <p>
      SubRip (.srt) is the most common subtitle format: numbered blocks with a time code line and
      the text.
    </p>
  ),
  'subtitleedit/formats/assa': (
    <p>
      Advanced Sub Station Alpha (.ass) stores styled subtitles with script info, styles and events.
    </p>
  ),
  'subtitleedit/formats/assa-override-tags': (
    <p>
      Override tags change the style of a part of an ASSA line, for example {'{\\i1}'} for italics.
    </p>
  ),
  'subtitleedit/formats/assa-v4-spec': (
    <p>The structure of Advanced Sub Station Alpha v4+ script files.</p>
  ),
  profile: <p>Log in to comment under your own name.</p>,
  register: <p>Register to comment under your own name.</p>,
};
