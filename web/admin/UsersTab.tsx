import { useState } from 'react';
import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog';
import { trpc } from '../trpc';
import { formatDateTime } from './format';
import { PAGE_SIZE, Pager } from './Pager';

interface UserRow {
  blogUserId: number;
  name: string;
  email: string;
}

/** Registered users, newest first, each with Delete (spec/site.md §2 Users tab). */
export function UsersTab() {
  const utils = trpc.useUtils();
  const [offset, setOffset] = useState(0);
  const page = trpc.admin.moderation.users.useQuery({ offset, limit: PAGE_SIZE });
  const [deleting, setDeleting] = useState<UserRow | null>(null);
  const remove = trpc.admin.moderation.deleteUser.useMutation({
    onSuccess: (firstPage) => {
      setOffset(0);
      utils.admin.moderation.users.setData({ offset: 0, limit: PAGE_SIZE }, firstPage);
      setDeleting(null);
    },
  });

  return (
    <>
      <div className="grid-scroll">
        <table className="admin-grid">
          <thead>
            <tr>
              <th scope="col">BlogUserId</th>
              <th scope="col">Created</th>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">AccessLevel</th>
              <th scope="col">LastVisit</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {page.data?.rows.map((user) => (
              <tr key={user.blogUserId}>
                <td>{user.blogUserId}</td>
                <td>{formatDateTime(user.created)}</td>
                <td>{user.name}</td>
                <td>{user.email}</td>
                <td>{user.accessLevel}</td>
                <td>{formatDateTime(user.lastVisit)}</td>
                <td className="actions">
                  <button
                    type="button"
                    className="danger"
                    aria-label={`Delete user ${user.name}`}
                    onClick={() => {
                      remove.reset();
                      setDeleting(user);
                    }}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager offset={offset} total={page.data?.total ?? 0} onChange={setOffset} />
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
