import { Link } from '../../router';
import { CodeBlock, HelpArticle } from '../HelpArticle';
import { LiveExample } from '../LiveExample';

const SKELETON = `[Script Info]
ScriptType: v4.00+
PlayResX: 1920
PlayResY: 1080

[V4+ Styles]
Format: Name, Fontname, Fontsize, PrimaryColour, ..., Alignment, MarginL, MarginR, MarginV, Encoding
Style: Default,Arial,64,&H00FFFFFF,...,2,60,60,50,1

[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Dialogue: 0,0:00:01.00,0:00:03.50,Default,,0,0,0,,Hello!`;

export function AssaPage() {
  return (
    <HelpArticle path="subtitleedit/formats/assa">
      <p className="lead">
        Advanced Sub Station Alpha, ASSA or simply ASS, is the format for subtitles that need to
        look a certain way: fonts, colours, outlines, positions, karaoke and animation. It grew out
        of Sub Station Alpha (SSA) version 4, which is why the sections are called <code>V4+</code>.
        Anime fansubbing made it popular, and players built on libass or VSFilter (mpv, VLC, MPC-HC,
        many TVs and media servers) show it as designed.
      </p>
      <h2>Structure</h2>
      <p>An .ass file is a text file in sections, each starting with a name in brackets:</p>
      <ul>
        <li>
          <code>[Script Info]</code>: settings for the whole file, most importantly the script
          resolution <code>PlayResX</code>/<code>PlayResY</code> that all positions and sizes refer
          to.
        </li>
        <li>
          <code>[V4+ Styles]</code>: named styles. A <code>Format:</code> line lists the fields;
          each <code>Style:</code> line gives their values in the same order.
        </li>
        <li>
          <code>[Events]</code>: the subtitles, again a <code>Format:</code> line and then one{' '}
          <code>Dialogue:</code> (or <code>Comment:</code>) line per event.
        </li>
        <li>
          <code>[Fonts]</code> and <code>[Graphics]</code> (optional): embedded font and picture
          files.
        </li>
      </ul>
      <CodeBlock label="Skeleton of an ASSA file">{SKELETON}</CodeBlock>
      <p>
        Every field of every section is described in the{' '}
        <Link href="/subtitleedit/formats/assa-v4-spec">ASSA v4+ specification</Link>.
      </p>
      <h2>Timing</h2>
      <p>
        Times are <code>h:mm:ss.cc</code>: one digit for hours, and <strong>centiseconds</strong>{' '}
        (hundredths) after a period, not milliseconds. <code>0:01:02.50</code> is one minute and 2.5
        seconds. Converting from SubRip therefore rounds to 10 ms. Events may overlap freely: each
        is shown for its own time, and the renderer stacks overlapping events so they do not collide
        (unless they have explicit positions).
      </p>
      <h2>Styling</h2>
      <p>A style sets, among others:</p>
      <ul>
        <li>font name and size, bold, italic, underline, strike-out;</li>
        <li>
          four colours written <code>&amp;HAABBGGRR</code>: alpha, blue, green, red, in hex; alpha{' '}
          <code>00</code> is opaque and <code>FF</code> invisible. Primary is the text, secondary
          the karaoke colour before its turn, outline, and back (shadow or box);
        </li>
        <li>
          border style 1 (outline and shadow) or 3 (an opaque box), outline width and shadow depth;
        </li>
        <li>
          alignment as on a numeric keypad: 1–3 bottom, 4–6 middle, 7–9 top; 2 is bottom centre;
        </li>
        <li>margins from the left, right and bottom (or top) edge, in script pixels.</li>
      </ul>
      <p>
        Within the text, <Link href="/subtitleedit/formats/assa-override-tags">override tags</Link>{' '}
        in braces change the style for part of a line: <code>{'{\\i1}'}</code> italic on,{' '}
        <code>{'{\\pos(960,100)}'}</code> a fixed position, <code>{'{\\fad(200,200)}'}</code> a
        fade. A line break is written <code>\N</code>; <code>\n</code> breaks only when wrap style 2
        is set, and <code>\h</code> is a space that never breaks.
      </p>
      <h2>Try it</h2>
      <p>Two styles, a speaker name, a layer, a comment line and a few override tags:</p>
      <LiveExample name="assa-basic" />
      <h2>ASSA in Subtitle Edit</h2>
      <p>
        Subtitle Edit keeps the styles and script info of an .ass file when you edit it, has a
        styles manager (<em>ASSA → Styles</em>), a tag helper, a position picker, and a{' '}
        <Link href="/subtitleedit/help#assa_bg_box">background box generator</Link>. Converting to{' '}
        <Link href="/subtitleedit/formats/subrip">SubRip</Link> keeps italics, bold and colours as
        tags and drops the rest.
      </p>
    </HelpArticle>
  );
}
