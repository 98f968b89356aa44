import { Link } from '../router';
import { CodeBlock, HelpArticle } from './HelpArticle';

export function AddSubtitlesToVideoPage() {
  return (
    <HelpArticle path="subtitleedit/hardburn">
      <p className="lead">
        There are two ways to put subtitles into a video file. Pick the one that fits where the
        video will be played.
      </p>
      <h2>Soft subtitles or burned-in subtitles?</h2>
      <ul>
        <li>
          <strong>Soft subtitles</strong> are a separate track inside the video container (for
          example <code>.mkv</code> or <code>.mp4</code>). Viewers switch them on and off and choose
          the language; the picture is not touched, so it takes seconds and loses no quality. Not
          every player or platform shows them.
        </li>
        <li>
          <strong>Burned-in (hard) subtitles</strong> are painted into the picture. Every player
          shows them, including social media and old TVs, but they cannot be switched off and the
          video has to be encoded again, which takes time.
        </li>
      </ul>
      <h2>Burn in subtitles with Subtitle Edit</h2>
      <ol>
        <li>
          Open the subtitle and the video (<em>Video → Open video file</em>).
        </li>
        <li>
          Choose <em>Video → Generate video with burned-in subtitles</em>.
        </li>
        <li>
          Set the look: font, size, colour, outline or box, and the position. For ASSA subtitles the
          styles of the file are used as they are, so what you designed is what you get.
        </li>
        <li>
          Choose the video encoder (H.264 or H.265 for the widest support), the quality (CRF; a
          lower number means better quality and a larger file) and the audio (copy it unchanged when
          possible).
        </li>
        <li>
          Preview a few seconds, then press <em>Generate</em>. Subtitle Edit runs ffmpeg and shows
          the progress; it downloads ffmpeg on first use if it is missing.
        </li>
      </ol>
      <p>
        Encoding takes a while, from a fraction of the video&apos;s length on a fast PC with a
        graphics card encoder to several times its length on an older laptop.
      </p>
      <h2>Add a subtitle track instead</h2>
      <p>
        <em>Video → Generate video with embedded subtitles</em> adds the subtitle as a track without
        encoding. Matroska (<code>.mkv</code>) takes almost any subtitle format; MP4 takes only its
        own text format, which Subtitle Edit converts to for you.
      </p>
      <h2>The same with ffmpeg on the command line</h2>
      <p>If you prefer a script, these ffmpeg commands do the same:</p>
      <CodeBlock label="ffmpeg commands">{`# Burn in an .srt (re-encodes the picture, copies the sound)
ffmpeg -i movie.mp4 -vf "subtitles=movie.srt:force_style='FontSize=24,Outline=2'" -c:a copy burned.mp4

# Burn in an .ass with its own styles
ffmpeg -i movie.mp4 -vf "ass=movie.ass" -c:a copy burned.mp4

# Add a switchable track to an .mkv (no re-encoding)
ffmpeg -i movie.mp4 -i movie.srt -map 0 -map 1 -c copy -metadata:s:s:0 language=eng movie.mkv

# Add a switchable track to an .mp4 (text must become mov_text)
ffmpeg -i movie.mp4 -i movie.srt -map 0 -map 1 -c copy -c:s mov_text movie-subs.mp4`}</CodeBlock>
      <h2>Before you burn</h2>
      <ul>
        <li>
          Check the timing and the text first: a burned-in typo stays forever. Run{' '}
          <Link href="/subtitleedit/help#fixcommonerrors">Fix common errors</Link> and a spell
          check.
        </li>
        <li>
          Keep lines short enough to read: two lines at most, and a reading speed the viewer can
          follow.
        </li>
        <li>
          Keep the original video: burning cannot be undone, but you can always burn again from the
          original.
        </li>
      </ul>
      <p>
        More in the <Link href="/subtitleedit/help">help</Link> and the{' '}
        <Link href="/subtitleedit/video">videos</Link>.
      </p>
    </HelpArticle>
  );
}
