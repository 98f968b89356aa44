import type { inferRouterOutputs } from '@trpc/server';
import { useState } from 'react';
import type { AppRouter } from '../../server/trpc/router';
import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog';
import { trpc } from '../trpc';
import { AdminGrid, type AdminGridSpec, type RowAction } from './AdminGrid';
import { formatDateTime } from './format';
import { PAGE_SIZE, usePaging } from './Pager';

type UserRow = inferRouterOutputs<AppRouter>['admin']['moderation']['users']['rows'][number];

const GRID: AdminGridSpec<UserRow> = {
  rowKey: (user) => user.blogUserId,
  columns: [
    { header: 'BlogUserId', cell: (user) => user.blogUserId },
    { header: 'Created', cell: (user) => formatDateTime(user.created) },
    { header: 'Name', cell: (user) => user.name },
    { header: 'Email', cell: (user) => user.email },
    { header: 'AccessLevel', cell: (user) => user.accessLevel },
    { header: 'LastVisit', cell: (user) => formatDateTime(user.lastVisit) },
  ],
};

/** Registered users, newest first, each with Delete (spec/site.md §2 Users tab). */
export function UsersTab() {
  const utils = trpc.useUtils();
  const paging = usePaging();
  const users = trpc.admin.moderation.users.useQuery(paging.input).data;
  const [deleting, setDeleting] = useState<UserRow | null>(null);
  const remove = trpc.admin.moderation.deleteUser.useMutation({
    onSuccess: (firstPage) => {
      paging.setOffset(0);
      utils.admin.moderation.users.setData({ offset: 0, limit: PAGE_SIZE }, firstPage);
      setDeleting(null);
    },
  });

  function rowActions(user: UserRow): RowAction[] {
    const onClick = (): void => {
      remove.reset();
      setDeleting(user);
    };
    return [{ label: 'Delete', name: `Delete user ${user.name}`, danger: true, onClick }];
  }

  return (
    <>
      <AdminGrid spec={GRID} page={users} paging={paging} actions={rowActions} />
      {deleting && (
        <ConfirmDeleteDialog
          title="Delete user"
          onCancel={() => setDeleting(null)}
          onDelete={() => remove.mutate({ id: deleting.blogUserId })}
        >
          <p>
            Delete the user <strong>{deleting.name}</strong> ({deleting.email})? Their comments
            stay, shown under the name they were posted with.
          </p>
          {remove.error && (
            <p role="alert" className="form-error">
              {remove.error.message}
            </p>
          )}
        </ConfirmDeleteDialog>
      )}
    </>
  );
}
