import { useEffect, useState } from 'react';
import { Link, useLocation } from '../router';
import { LEFT_MENU } from './menus';

/**
 * The grouped site menu. Below the 900 px breakpoint the page is one column and the menu would
 * push every page's content a screen down, so there it folds behind a "Site menu" button
 * (closed at first, closed again after following a link); wider screens show it whole and never
 * show the button. CSS decides which applies (styles.css), so there is no layout jump on load.
 */
export function LeftMenu() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <nav aria-label="Site menu" className="left-menu">
      <button
        type="button"
        className="left-menu-toggle"
        aria-expanded={open}
        aria-controls="site-menu-groups"
        onClick={() => setOpen((was) => !was)}
      >
        Site menu
      </button>
      <div id="site-menu-groups" className={open ? 'left-menu-groups open' : 'left-menu-groups'}>
        {LEFT_MENU.map((group) => (
          <section key={group.label}>
            <h2>{group.label}</h2>
            <ul>
              {group.items.map((link) => (
                <li key={link.href}>
                  {link.external ? (
                    <a href={link.href} rel="noopener">
                      {link.label}
                    </a>
                  ) : (
                    <Link href={link.href}>{link.label}</Link>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  );
}
