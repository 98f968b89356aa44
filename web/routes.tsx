import { lazy, Suspense, type ReactNode } from 'react';
import { matchRoute, type PagePath } from '../shared/site/routes';
import { AdminPage } from './admin/AdminPage';
import { ProfilePage } from './account/ProfilePage';
import { RegisterPage } from './account/RegisterPage';
import { Home } from './blog/Home';
import { PostPage } from './blog/PostPage';
import { HELP_PAGES } from './help/helpPages';
import { Redirect, type AppLocation } from './router';
import { Counter } from './site/Counter';
import { InfoPage } from './site/InfoPage';
import { INFO_PAGE_CONTENT } from './site/infoPages';
import { NotFound } from './site/NotFound';
import { PAGE_META } from '../shared/site/pageMeta';
import { SiteMap } from './site/SiteMap';

const OnlineEditorPage = lazy(() => import('./editor/OnlineEditorPage'));
const TempTranslatePage = lazy(() => import('./editor/temp/TempTranslatePage'));
const TempMsPage = lazy(() => import('./editor/temp/TempMsPage'));

/** Pages with a component of their own; every other path of the table is an information page. */
const PAGES: Partial<Record<PagePath, () => ReactNode>> = {
  ...HELP_PAGES,
  '': () => <Home />,
  counter: () => <Counter />,
  admin: () => <AdminPage />,
  sitemap: () => <SiteMap />,
  profile: () => <ProfilePage />,
  register: () => <RegisterPage />,
  'subtitleedit/online': () => (
    <Suspense fallback={<p className="muted">Loading the editor…</p>}>
      <OnlineEditorPage />
    </Suspense>
  ),
  'subtitleedit/online/temp': () => (
    <Suspense fallback={<p className="muted">Loading…</p>}>
      <TempTranslatePage />
    </Suspense>
  ),
  'subtitleedit/online/tempms': () => (
    <Suspense fallback={<p className="muted">Loading…</p>}>
      <TempMsPage />
    </Suspense>
  ),
};

/** Paths that show the same page as another path of the table. */
const SAME_PAGE: Partial<Record<PagePath, PagePath>> = {
  login: 'profile',
  nocr: 'subtitleedit/nocr',
  'subtitleedit/addsubtitlestovideo': 'subtitleedit/hardburn',
  'subtitleedit/formats/srt': 'subtitleedit/formats/subrip',
};

/** The screen for a location: the route table is matched in lower case, the query kept. */
export function renderRoute(location: AppLocation): ReactNode {
  const match = matchRoute(location.pathname);
  switch (match.kind) {
    case 'redirect':
      return <Redirect to={`${match.to}${location.search}${location.hash}`} />;
    case 'post':
      return <PostPage key={match.friendlyId} friendlyId={match.friendlyId} />;
    case 'notFound':
      return <NotFound />;
    case 'page': {
      const path = SAME_PAGE[match.path] ?? match.path;
      const page = PAGES[path];
      if (page) return page();
      return (
        <InfoPage key={path} title={PAGE_META[path].title}>
          {INFO_PAGE_CONTENT[path]}
        </InfoPage>
      );
    }
  }
}
