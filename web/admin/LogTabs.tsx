import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../server/trpc/router';
import { trpc } from '../trpc';
import { AdminGrid, type AdminGridSpec } from './AdminGrid';
import { formatDateTime } from './format';
import { Pager, usePaging } from './Pager';

type RequestRow = inferRouterOutputs<AppRouter>['admin']['logs']['requests']['rows'][number];

const REQUESTS: AdminGridSpec<RequestRow> = {
  rowKey: (row) => row.id,
  columns: [
    { header: 'Time', cell: (row) => formatDateTime(row.time) },
    { header: 'Method', cell: (row) => row.method },
    { header: 'Path', cell: (row) => row.path, className: 'path' },
    { header: 'Status', cell: (row) => row.status },
    { header: 'Duration (ms)', cell: (row) => row.durationMs.toFixed(1) },
    { header: 'IP', cell: (row) => row.ip },
  ],
};

/** The request log: time, method, path, status, duration, IP; newest first, paged. */
export function LogsTab() {
  const paging = usePaging();
  const requests = trpc.admin.logs.requests.useQuery(paging.input).data;
  return <AdminGrid spec={REQUESTS} page={requests} paging={paging} />;
}

/** External pages that linked visitors here, most recently seen first, with counts. */
export function ReferrersTab() {
  const paging = usePaging();
  const referrers = trpc.admin.logs.referrers.useQuery(paging.input).data;
  return (
    <>
      <ul className="referrers">
        {referrers?.rows.map((row) => (
          <li key={`${row.host}${row.path}`}>
            {row.host}
            {row.path}{' '}
            <span className="muted">
              ({row.count}, last {formatDateTime(row.lastSeen)})
            </span>
          </li>
        ))}
      </ul>
      <Pager page={referrers} paging={paging} />
    </>
  );
}

/** Server errors with message and stack trace, newest first. */
export function ErrorsTab() {
  const paging = usePaging();
  const errors = trpc.admin.logs.errors.useQuery(paging.input).data;
  return (
    <>
      {errors?.rows.map((row) => (
        <article key={row.id} className="error-entry">
          <h3>
            {formatDateTime(row.time)} {row.method} {row.path}
          </h3>
          <p>{row.errorMessage}</p>
          <pre>{row.stackTrace}</pre>
        </article>
      ))}
      <Pager page={errors} paging={paging} />
    </>
  );
}
