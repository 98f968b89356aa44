import { Link } from '../../router';
import { CodeBlock, HelpArticle, PairTable } from '../HelpArticle';
import { LiveExample } from '../LiveExample';

const BLOCK = `7
00:01:02,500 --> 00:01:05,250
This is the text of subtitle seven.
It may have a second line.
`;

const TAGS: readonly (readonly [tag: string, meaning: string])[] = [
  ['<i>…</i>', 'italics (the most widely supported tag)'],
  ['<b>…</b>', 'bold'],
  ['<u>…</u>', 'underline'],
  ['<font color="#ffd700">…</font>', 'text colour, as #rrggbb or a colour name'],
  ['<font face="Arial" size="20">…</font>', 'font and size (few players honour them)'],
  ['{\\an8}', 'position, borrowed from ASSA: 1–9 as on a numeric keypad; 8 is top centre'],
];

export function SubRipPage() {
  return (
    <HelpArticle path="subtitleedit/formats/subrip">
      <p className="lead">
        SubRip is the most common subtitle format: plain text that any editor can open, and that
        nearly every player, video site and TV understands. It takes its name from SubRip, a Windows
        program that read subtitles from DVDs with OCR and saved them in this form.
      </p>
      <h2>Structure</h2>
      <p>A file is a series of blocks separated by one empty line. Each block has:</p>
      <ol>
        <li>a counter, starting at 1;</li>
        <li>
          the time line: start time, the arrow <code>--&gt;</code> with a space on each side, end
          time;
        </li>
        <li>one or more lines of text (two at most is good practice);</li>
        <li>an empty line that ends the block.</li>
      </ol>
      <CodeBlock label="One SubRip block">{BLOCK}</CodeBlock>
      <h2>Time codes</h2>
      <p>
        Times are written <code>hh:mm:ss,mmm</code>: hours, minutes, seconds, and milliseconds after
        a <strong>comma</strong>. Each field keeps its leading zeros: <code>00:01:02,500</code> is
        one minute, two and a half seconds. Many players also accept a period instead of the comma,
        but write the comma: strict readers refuse anything else. The end must come after the start;
        blocks should not overlap, although most players show overlapping lines together.
      </p>
      <p>
        Some old files add a text rectangle after the end time (
        <code>X1:40 X2:600 Y1:20 Y2:50</code>); players that do not know it ignore it.
      </p>
      <h2>Styling</h2>
      <p>
        The original format has no styling at all, but a few HTML-like tags became common, and many
        players show them:
      </p>
      <PairTable
        label="SubRip tags"
        headers={['Tag', 'Meaning']}
        rows={TAGS}
        renderKey={(tag) => <code>{tag}</code>}
      />
      <p>
        Close every tag you open, and prefer italics only when the file goes to a client: players
        that do not understand a tag show it as text. For real styling (fonts, outlines, positions,
        effects) use <Link href="/subtitleedit/formats/assa">ASSA</Link>.
      </p>
      <h2>Encoding and line ends</h2>
      <p>
        Save as UTF-8; it holds every script. Older files are in the code page of their language
        (Windows-1252 for Western Europe, Windows-1251 for Cyrillic) and show wrong letters when
        read as something else; Subtitle Edit detects the encoding and lets you pick another. Line
        ends are traditionally Windows-style (CR LF), but players read either.
      </p>
      <h2>Common problems</h2>
      <ul>
        <li>
          <strong>A missing empty line</strong> merges two blocks: the next counter and time line
          become text. Subtitle Edit&apos;s reader repairs this.
        </li>
        <li>
          <strong>Numbers out of order</strong>: players use the times, not the numbers.{' '}
          <em>Tools → Renumber</em> fixes them anyway.
        </li>
        <li>
          <strong>Empty text</strong>: a block without text is skipped by some players and breaks
          others. Fix common errors removes empty lines.
        </li>
      </ul>
      <h2>Try it</h2>
      <p>This small file uses italics, a position tag and colour:</p>
      <LiveExample name="subrip-basic" />
      <p>
        See also: <Link href="/subtitleedit/formats/assa">ASSA</Link> for styled subtitles, and the{' '}
        <Link href="/subtitleedit/help#export">export</Link> section of the help.
      </p>
    </HelpArticle>
  );
}
