import type { ReactNode } from 'react';
import { useLocation } from '../router';
import { LeftMenu } from './LeftMenu';
import { TopMenu } from './TopMenu';

/** Routes that use the whole window: the site's header and menu fold into one thin bar (the
 *  site's name, the folded site menu, the top menu, the theme switch) and the page never
 *  scrolls; the route's screen fills the rest (styles.css, `.site.wide`). */
const WIDE_ROUTES: ReadonlySet<string> = new Set(['/subtitleedit/online']);

function isWideRoute(pathname: string): boolean {
  return WIDE_ROUTES.has(pathname.toLowerCase().replace(/\/+$/, ''));
}

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const wide = isWideRoute(pathname);
  return (
    <div className={wide ? 'site wide' : 'site'}>
      <TopMenu compact={wide}>{wide && <LeftMenu />}</TopMenu>
      <div className={wide ? 'site-body wide' : 'site-body'}>
        {!wide && <LeftMenu />}
        <main className="content">{children}</main>
      </div>
    </div>
  );
}
