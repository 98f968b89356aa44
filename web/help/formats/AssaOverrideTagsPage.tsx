import { Link } from '../../router';
import { HelpArticle, TableScroll } from '../HelpArticle';
import { LiveExample } from '../LiveExample';
import { OVERRIDE_TAG_GROUPS, SPECIAL_CHARACTERS } from './overrideTags';

export function AssaOverrideTagsPage() {
  return (
    <HelpArticle path="subtitleedit/formats/assa-override-tags">
      <p className="lead">
        Override tags change the look of part of an{' '}
        <Link href="/subtitleedit/formats/assa">ASSA</Link> line without a new style. They stand in
        curly braces inside the text, each starting with a backslash, and act from where they stand
        to the end of the line (or until changed again).
      </p>
      <h2>How tags are written</h2>
      <ul>
        <li>
          Several tags share one pair of braces: <code>{'{\\an8\\i1\\c&H00FFFF&}'}</code>.
        </li>
        <li>
          Tags that set a value for the whole line (<code>\pos</code>, <code>\move</code>,{' '}
          <code>\org</code>, <code>\fad</code>, <code>\fade</code>, <code>\clip</code>,{' '}
          <code>\an</code>) count once, wherever they stand; put them at the start.
        </li>
        <li>
          A tag without its value resets it to the style: <code>{'{\\i}'}</code>,{' '}
          <code>{'{\\c}'}</code>, <code>{'{\\fs}'}</code>.
        </li>
        <li>
          Anything in braces that is not a tag is ignored by renderers, so braces are also used for
          comments: <code>{'{check this line}'}</code>.
        </li>
        <li>
          Colours are <code>&amp;Hbbggrr&amp;</code> (blue, green, red in hex), alphas{' '}
          <code>&amp;Haa&amp;</code> with 00 opaque and FF invisible; times are milliseconds from
          the event start, except karaoke durations in centiseconds; positions are in script pixels
          (PlayResX × PlayResY).
        </li>
      </ul>
      <nav aria-label="Tag groups">
        <ul className="inline-list">
          {OVERRIDE_TAG_GROUPS.map((group) => (
            <li key={group.id}>
              <a href={`#${group.id}`}>{group.title}</a>
            </li>
          ))}
          <li>
            <a href="#special-characters">Special characters</a>
          </li>
        </ul>
      </nav>
      {OVERRIDE_TAG_GROUPS.map((group) => (
        <section key={group.id} id={group.id} aria-labelledby={`${group.id}-h`}>
          <h2 id={`${group.id}-h`}>{group.title}</h2>
          <TableScroll label={`${group.title} tags`}>
            <table className="help-table">
              <thead>
                <tr>
                  <th scope="col">Tag</th>
                  <th scope="col">Parameters</th>
                  <th scope="col">Effect</th>
                  <th scope="col">Example</th>
                </tr>
              </thead>
              <tbody>
                {group.tags.map((tag) => (
                  <tr key={tag.tag}>
                    <th scope="row">
                      <code>{tag.tag}</code>
                    </th>
                    <td>{tag.parameters}</td>
                    <td>{tag.effect}</td>
                    <td>
                      <code>{tag.example}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </section>
      ))}
      <section id="special-characters" aria-labelledby="special-characters-h">
        <h2 id="special-characters-h">Special characters</h2>
        <p>These stand in the text itself, outside braces:</p>
        <ul>
          {SPECIAL_CHARACTERS.map(([code, meaning]) => (
            <li key={code}>
              <code>{code}</code>: {meaning}
            </li>
          ))}
        </ul>
      </section>
      <h2>Try it</h2>
      <p>
        A fade, a colour with a thick border at the top, a move, karaoke, rotation and an animation:
      </p>
      <LiveExample name="assa-override-tags" />
      <p>
        The fields of styles and events are in the{' '}
        <Link href="/subtitleedit/formats/assa-v4-spec">ASSA v4+ specification</Link>.
      </p>
    </HelpArticle>
  );
}
