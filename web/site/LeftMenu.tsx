import { Link } from '../router';
import { LEFT_MENU } from './menus';

export function LeftMenu() {
  return (
    <nav aria-label="Site menu" className="left-menu">
      {LEFT_MENU.map((group) => (
        <section key={group.title}>
          <h2>{group.title}</h2>
          <ul>
            {group.links.map((link) => (
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
    </nav>
  );
}
