import { useState } from 'react';
import { trpc } from '../trpc';

/** Maintenance commands; each shows what it did as the command status. */
export function CommandsTab() {
  const utils = trpc.useUtils();
  const [status, setStatus] = useState('');
  const onError = (error: { message: string }) => setStatus(`Failed: ${error.message}`);
  const importPosts = trpc.admin.commands.importPosts.useMutation({
    onSuccess: (result) => {
      setStatus(result.status);
      void utils.admin.posts.list.invalidate();
    },
    onError,
  });
  const deleteOldUsers = trpc.admin.moderation.deleteOldUsers.useMutation({
    onSuccess: (result) => {
      setStatus(result.status);
      void utils.admin.moderation.users.invalidate();
    },
    onError,
  });
  const deleteTempFiles = trpc.admin.commands.deleteTempFiles.useMutation({
    onSuccess: (result) => setStatus(result.status),
    onError,
  });
  return (
    <>
      <div className="commands">
        <button type="button" disabled={importPosts.isPending} onClick={() => importPosts.mutate()}>
          Import blog posts
        </button>
        <button
          type="button"
          disabled={deleteOldUsers.isPending}
          onClick={() => deleteOldUsers.mutate()}
        >
          Delete old users
        </button>
        <button
          type="button"
          disabled={deleteTempFiles.isPending}
          onClick={() => deleteTempFiles.mutate()}
        >
          Delete temp files
        </button>
      </div>
      <p role="status" className="command-status">
        {status}
      </p>
    </>
  );
}
