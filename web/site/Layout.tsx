import type { ReactNode } from 'react';
import { useLocation } from '../router';
import { LeftMenu } from './LeftMenu';
import { TopMenu } from './TopMenu';

/** Routes that use the whole window: the site menu folds behind its button, as on a phone. */
const WIDE_ROUTES: ReadonlySet<string> = new Set(['/subtitleedit/online']);

function isWideRoute(pathname: string): boolean {
  return WIDE_ROUTES.has(pathname.toLowerCase().replace(/\/+$/, ''));
}

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="site">
      <TopMenu />
      <div className={isWideRoute(pathname) ? 'site-body wide' : 'site-body'}>
        <LeftMenu />
        <main className="content">{children}</main>
      </div>
    </div>
  );
}
