import {
  SHORTCUT_GROUPS,
  SHORTCUTS,
  shortcutsOfGroup,
  shortcutText,
} from '../../shared/help/shortcuts';
import { Link } from '../router';
import { HelpArticle, Keys, TableScroll } from './HelpArticle';

/** Generated from shared/help/shortcuts.ts, the table the online editor's keys also come from. */
export function ShortcutsPage() {
  const assigned = SHORTCUTS.filter((entry) => entry.shortcut !== null).length;
  const onlineDifferences = SHORTCUTS.filter((entry) => entry.onlineShortcut !== undefined);
  return (
    <HelpArticle path="subtitleedit/shortcuts">
      <p className="lead">
        Subtitle Edit has {SHORTCUTS.length} functions that can take a keyboard shortcut; {assigned}{' '}
        of them have one out of the box. The rest show &ldquo;Not assigned&rdquo;: give them a key
        of your own in <em>Options → Settings → Shortcuts</em>, where you can also change or remove
        any key below.
      </p>
      <p>
        The <strong>Control</strong> column says where a shortcut works. Waveform keys such as{' '}
        <Keys>Left</Keys> only act when the waveform has the focus; in the text box the same key
        moves the cursor. Read more in the <Link href="/subtitleedit/help#shortcuts">help</Link>.
      </p>
      <nav aria-label="Shortcut groups">
        <ul className="inline-list">
          {SHORTCUT_GROUPS.map((group) => (
            <li key={group}>
              <a href={`#${groupAnchor(group)}`}>{group}</a>
            </li>
          ))}
        </ul>
      </nav>
      {SHORTCUT_GROUPS.map((group) => (
        <section key={group} id={groupAnchor(group)} aria-labelledby={`${groupAnchor(group)}-h`}>
          <h2 id={`${groupAnchor(group)}-h`}>{group}</h2>
          <TableScroll label={`${group} shortcuts`}>
            <table className="help-table shortcut-table">
              <thead>
                <tr>
                  <th scope="col">Control</th>
                  <th scope="col">Function</th>
                  <th scope="col">Shortcut</th>
                </tr>
              </thead>
              <tbody>
                {shortcutsOfGroup(group).map((entry) => (
                  <tr key={entry.id} data-shortcut-id={entry.id}>
                    <td>{entry.control}</td>
                    <td>{entry.function}</td>
                    <td className={entry.shortcut === null ? 'unassigned' : undefined}>
                      {entry.shortcut === null
                        ? shortcutText(null)
                        : entry.shortcut.map((key, index) => (
                            <span key={key}>
                              {index > 0 && ' or '}
                              <Keys>{key}</Keys>
                            </span>
                          ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </section>
      ))}
      <h2>In Subtitle Edit Online</h2>
      <p>
        <Link href="/subtitleedit/online">Subtitle Edit Online</Link> reads this same table, so its
        keys match the desktop program. Where a browser keeps a key for itself, the online editor
        uses another:
      </p>
      <ul>
        {onlineDifferences.map((entry) => (
          <li key={entry.id}>
            {entry.function}: <Keys>{shortcutText(entry.onlineShortcut ?? null)}</Keys> instead of{' '}
            <Keys>{shortcutText(entry.shortcut)}</Keys>, which the browser keeps for itself.
          </li>
        ))}
      </ul>
    </HelpArticle>
  );
}

/** 'Waveform/spectrogram' → 'waveform-spectrogram': an id safe in a URL fragment. */
export function groupAnchor(group: string): string {
  return group
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
