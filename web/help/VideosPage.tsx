import { useEffect, useState } from 'react';
import { SAMPLE_SUBTITLE, SAMPLE_VIDEO_URL } from '../../shared/editor/sampleSubtitle';
import { Link } from '../router';
import { HelpArticle } from './HelpArticle';

const SEARCH_URL = 'https://www.youtube.com/results?search_query=subtitle+edit+tutorial';

/** 'hh:mm:ss.mmm' of WebVTT. */
function vttTime(ms: number): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const seconds = Math.floor(ms / 1000) % 60;
  return `${pad(hours, 2)}:${pad(minutes, 2)}:${pad(seconds, 2)}.${pad(ms % 1000, 3)}`;
}

/**
 * Captions for the demo clip, made in the browser from the same lines the editor shows: one
 * source for both, and no second copy of the text to keep in step. The CSP allows blob: media.
 */
function useSampleCaptionsUrl(): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const cues = SAMPLE_SUBTITLE.paragraphs
      .map((p) => `${vttTime(p.start)} --> ${vttTime(p.end)}\n${p.text}`)
      .join('\n\n');
    const objectUrl = URL.createObjectURL(new Blob([`WEBVTT\n\n${cues}\n`], { type: 'text/vtt' }));
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, []);
  return url;
}

const LESSONS: readonly { title: string; steps: string }[] = [
  {
    title: 'Your first subtitle',
    steps:
      'Open a video, click the waveform to build it, draw an area where someone speaks, press Return and type the text. Repeat, then save as SubRip.',
  },
  {
    title: 'Fixing a subtitle that is out of sync',
    steps:
      'Adjust all times for a constant delay, change frame rate for a growing one, visual sync when you do not know the cause.',
  },
  {
    title: 'Translating with the original beside you',
    steps:
      'Open the original, start translator mode with Ctrl+Shift+O, and move through the lines with Alt+Down while the video plays each one.',
  },
  {
    title: 'From DVD or Blu-ray pictures to text',
    steps: 'Open the .sub/.idx or .sup file, train nOCR on the font, and spell check the result.',
  },
  {
    title: 'Speech to text with Whisper',
    steps:
      'Video → Audio to text, choose the language and model, and let it write a timed first draft.',
  },
  {
    title: 'Burning subtitles into the video',
    steps: 'Choose the look, the encoder and the quality, preview, and generate.',
  },
];

export function VideosPage() {
  const captionsUrl = useSampleCaptionsUrl();
  return (
    <HelpArticle path="subtitleedit/video">
      <p className="lead">
        Watching someone do a task is often the quickest way to learn it. Below is the short demo
        clip the online editor uses, and the lessons worth watching for the desktop program.
      </p>
      <h2>Demo clip</h2>
      <p>
        Sixteen short spoken lines that tell you what the online editor does. Switch captions on in
        the player; the transcript is below.
      </p>
      <video controls preload="metadata" src={SAMPLE_VIDEO_URL}>
        {captionsUrl && (
          <track kind="captions" src={captionsUrl} srcLang="en" label="English" default />
        )}
        Your browser cannot play this video; the transcript below has the same text.
      </video>
      <details>
        <summary>Transcript</summary>
        <ol>
          {SAMPLE_SUBTITLE.paragraphs.map((p) => (
            <li key={p.number}>{p.text}</li>
          ))}
        </ol>
      </details>
      <p>
        Try it yourself: the same clip opens in{' '}
        <Link href="/subtitleedit/online">Subtitle Edit Online</Link>.
      </p>
      <h2>Lessons for the desktop program</h2>
      <ul className="card-grid">
        {LESSONS.map((lesson) => (
          <li key={lesson.title}>
            <h3>{lesson.title}</h3>
            <p>{lesson.steps}</p>
          </li>
        ))}
      </ul>
      <p>
        Many users have recorded their own walkthroughs;{' '}
        <a href={SEARCH_URL}>search for Subtitle Edit tutorials on YouTube</a> to find one in your
        language. Every step shown there is also described in the{' '}
        <Link href="/subtitleedit/help">help</Link>.
      </p>
    </HelpArticle>
  );
}
