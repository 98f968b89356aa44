import { HelpSection } from './HelpSection';

/** What happens to a file with damaged blocks (CONTRACT §5): read what can be read, skip the
 *  rest, say where. */
export function DamagedFilesSection() {
  return (
    <HelpSection id="damaged_files">
      <p>
        Hand edits, old tools and interrupted downloads leave damaged blocks behind: a letter in a
        time code, a short arrow (<code>-&gt;</code>), a line cut off halfway, a missing blank line.
        Subtitle Edit Online reads every block it can and skips only the ones it cannot read. A
        skipped block is never glued into the line before it, and its time is never guessed as zero,
        so one typo never costs you the whole file.
      </p>
      <p>
        After opening, a notice tells you how many blocks were skipped and where they start in the
        file, for example <q>3 blocks could not be read (lines 14, 27, 40)</q>. Fix those lines in a
        text editor and open the file again, or type the missing lines in the editor; saving writes
        the lines that were read. <em>Dismiss</em> hides the notice.
      </p>
      <ul>
        <li>
          <strong>SubRip (.srt)</strong>: a timing line with text after the end time (display
          coordinates, for instance) still gives its times, and a block without its number line is
          still a block. A block whose timing line has a typo, a short arrow or is cut off is
          skipped.
        </li>
        <li>
          <strong>WebVTT (.vtt)</strong> is read exactly as web browsers read it (the W3C
          algorithm): a cue whose timing line does not read is skipped, as a browser skips it.
          WebVTT times take a dot and three decimals (<code>00:01:02.500</code>), so a time with a
          comma is a damaged cue.
        </li>
        <li>
          <strong>Advanced Sub Station Alpha and Sub Station Alpha</strong>: a Dialogue line with an
          unreadable time or too few fields (cut off) is skipped; the other lines are read.
        </li>
        <li>
          <strong>The other text formats</strong> work the same way: each skips what it cannot read
          and keeps the rest.
        </li>
      </ul>
      <p>
        A file is refused only when no block of any format can be read in it; the message then names
        the first line that failed.
      </p>
    </HelpSection>
  );
}
