import { Link } from '../../router';
import { CodeBlock, HelpArticle, TableScroll } from '../HelpArticle';
import { LiveExample } from '../LiveExample';
import {
  EFFECTS,
  EVENT_FIELDS,
  EVENT_TYPES,
  SCRIPT_INFO_FIELDS,
  STYLE_FIELDS,
  type FieldRow,
} from './assaSpecData';

const V4_STYLE = `[V4 Styles]
Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, TertiaryColour, BackColour, Bold, Italic, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, AlphaLevel, Encoding`;

// The first six bytes of a TrueType file (00 01 00 00 00 0C) encode to '!!%!!!!-'.
const FONTS = `[Fonts]
fontname: MyFont_0.ttf
!!%!!!!-
(… the rest of the font file, 80 characters a line)`;

function FieldTable({
  label,
  rows,
  first,
}: {
  label: string;
  rows: readonly FieldRow[];
  first: string;
}) {
  return (
    <TableScroll label={label}>
      <table className="help-table">
        <thead>
          <tr>
            <th scope="col">{first}</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, meaning]) => (
            <tr key={name}>
              <th scope="row">
                <code>{name}</code>
              </th>
              <td>{meaning}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function AssaV4SpecPage() {
  return (
    <HelpArticle path="subtitleedit/formats/assa-v4-spec">
      <p className="lead">
        A field-by-field reference of the Advanced Sub Station Alpha (v4+) script format. For an
        introduction, read <Link href="/subtitleedit/formats/assa">ASSA</Link> first; the tags
        inside the text are on{' '}
        <Link href="/subtitleedit/formats/assa-override-tags">ASSA override tags</Link>.
      </p>
      <h2>General rules</h2>
      <ul>
        <li>
          A script is a text file, UTF-8 today (a byte-order mark is allowed). Lines end with CR LF
          or LF.
        </li>
        <li>
          Sections start with a name in brackets; lines inside are <code>Key: value</code>. Lines
          starting with <code>;</code> in [Script Info] are comments.
        </li>
        <li>
          In [V4+ Styles] and [Events], the <code>Format:</code> line names the fields and their
          order; renderers read the values by that order, so always write the line.
        </li>
        <li>Values are separated by commas; only the last field (Text) may contain commas.</li>
      </ul>
      <section id="script-info" aria-labelledby="script-info-h">
        <h2 id="script-info-h">[Script Info]</h2>
        <FieldTable label="Script Info keys" rows={SCRIPT_INFO_FIELDS} first="Key" />
      </section>
      <section id="styles" aria-labelledby="styles-h">
        <h2 id="styles-h">[V4+ Styles]</h2>
        <p>
          One <code>Style:</code> line per style. Colours are <code>&amp;HAABBGGRR</code> (alpha,
          blue, green, red; alpha 00 opaque). A script should have a style named Default.
        </p>
        <FieldTable label="Style fields" rows={STYLE_FIELDS} first="Field" />
      </section>
      <section id="events" aria-labelledby="events-h">
        <h2 id="events-h">[Events]</h2>
        <p>
          Events are drawn in file order within a layer; their order in the file does not have to
          follow time.
        </p>
        <FieldTable label="Event fields" rows={EVENT_FIELDS} first="Field" />
        <h3>Event types</h3>
        <FieldTable label="Event types" rows={EVENT_TYPES} first="Type" />
        <h3>Effects</h3>
        <FieldTable label="Effects" rows={EFFECTS} first="Effect" />
      </section>
      <section id="fonts-graphics" aria-labelledby="fonts-graphics-h">
        <h2 id="fonts-graphics-h">[Fonts] and [Graphics]</h2>
        <p>
          Font and picture files can be embedded, so the script shows correctly on a PC without the
          font. Each file starts with <code>fontname:</code> (or <code>filename:</code>) and its
          name, followed by the file in a uuencode-like text encoding: every 3 bytes become 4
          characters (6 bits each, plus 33), in lines of at most 80 characters. Most tools now
          attach fonts to the Matroska file instead.
        </p>
        <CodeBlock label="Start of an embedded font">{FONTS}</CodeBlock>
      </section>
      <section id="ssa-v4" aria-labelledby="ssa-v4-h">
        <h2 id="ssa-v4-h">Differences from SSA v4</h2>
        <p>The older Sub Station Alpha (.ssa, ScriptType v4.00) differs in a few places:</p>
        <ul>
          <li>
            the section is <code>[V4 Styles]</code>, with TertiaryColour (outline) and AlphaLevel,
            and without Underline, StrikeOut, ScaleX, ScaleY, Spacing and Angle;
          </li>
          <li>alignment uses the legacy numbers (1–3 bottom, 5–7 top, 9–11 middle);</li>
          <li>
            events start with <code>Marked=0</code> instead of a layer number.
          </li>
        </ul>
        <CodeBlock label="SSA v4 style format line">{V4_STYLE}</CodeBlock>
      </section>
      <h2>A complete example</h2>
      <p>Every section, own margins on one event, a comment and a banner effect:</p>
      <LiveExample name="assa-v4-spec" />
    </HelpArticle>
  );
}
