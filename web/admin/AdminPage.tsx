import { useAtomValue } from 'jotai';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ADMIN_ACCESS_LEVEL } from '../../shared/site/constants';
import { currentUserAtom } from '../account/session';
import { Link } from '../router';
import { usePageTitle } from '../site/siteName';
import './admin.css';
import { CommandsTab } from './CommandsTab';
import { CommentsTab } from './CommentsTab';
import { ErrorsTab, LogsTab, ReferrersTab } from './LogTabs';
import { PostsTab } from './PostsTab';
import { UsersTab } from './UsersTab';

interface Tab {
  id: string;
  label: string;
  render: () => ReactNode;
}

const TABS: Tab[] = [
  { id: 'posts', label: 'Posts', render: () => <PostsTab /> },
  { id: 'comments', label: 'Comments', render: () => <CommentsTab /> },
  { id: 'users', label: 'Users', render: () => <UsersTab /> },
  { id: 'logs', label: 'Logs', render: () => <LogsTab /> },
  { id: 'referrers', label: 'Referrers', render: () => <ReferrersTab /> },
  { id: 'errors', label: 'Errors', render: () => <ErrorsTab /> },
  { id: 'commands', label: 'Commands', render: () => <CommandsTab /> },
];

/** The owner's admin screen: in-screen tabs, Posts first (spec/site.md §2). */
export function AdminPage() {
  usePageTitle('Admin');
  const user = useAtomValue(currentUserAtom);
  const [active, setActive] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  if (!user || user.accessLevel < ADMIN_ACCESS_LEVEL) {
    return (
      <article className="info-page">
        <h1>Admin</h1>
        <p>
          This page is for the site&apos;s administrators. <Link href="/profile">Log in</Link> with
          an administrator account to use it.
        </p>
      </article>
    );
  }

  // Arrow keys move between tabs, as in every tab list a keyboard user knows.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = (active + step + TABS.length) % TABS.length;
    setActive(next);
    tabRefs.current[next]?.focus();
  }

  const current = TABS[active] ?? TABS[0];
  return (
    <article className="admin">
      <h1>Admin</h1>
      <div role="tablist" aria-label="Admin sections" className="tabs" onKeyDown={onKeyDown}>
        {TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`admin-tab-${tab.id}`}
            aria-selected={index === active}
            aria-controls={`admin-panel-${tab.id}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`admin-panel-${current.id}`}
          aria-labelledby={`admin-tab-${current.id}`}
        >
          {current.render()}
        </div>
      )}
    </article>
  );
}
