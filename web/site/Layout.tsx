import type { ReactNode } from 'react';
import { LeftMenu } from './LeftMenu';
import { TopMenu } from './TopMenu';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="site">
      <TopMenu />
      <div className="site-body">
        <LeftMenu />
        <main className="content">{children}</main>
      </div>
    </div>
  );
}
