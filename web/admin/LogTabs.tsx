import { useState } from 'react';
import { trpc } from '../trpc';
import { formatDateTime } from './format';
import { PAGE_SIZE, Pager } from './Pager';

/** The request log: time, method, path, status, duration, IP; newest first, paged. */
export function LogsTab() {
  const [offset, setOffset] = useState(0);
  const page = trpc.admin.logs.requests.useQuery({ offset, limit: PAGE_SIZE });
  return (
    <>
      <div className="grid-scroll">
        <table className="admin-grid">
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Method</th>
              <th scope="col">Path</th>
              <th scope="col">Status</th>
              <th scope="col">Duration (ms)</th>
              <th scope="col">IP</th>
            </tr>
          </thead>
          <tbody>
            {page.data?.rows.map((row) => (
              <tr key={row.id}>
                <td>{formatDateTime(row.time)}</td>
                <td>{row.method}</td>
                <td className="path">{row.path}</td>
                <td>{row.status}</td>
                <td>{row.durationMs.toFixed(1)}</td>
                <td>{row.ip}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager offset={offset} total={page.data?.total ?? 0} onChange={setOffset} />
    </>
  );
}

/** External pages that linked visitors here, most recently seen first, with counts. */
export function ReferrersTab() {
  const [offset, setOffset] = useState(0);
  const page = trpc.admin.logs.referrers.useQuery({ offset, limit: PAGE_SIZE });
  return (
    <>
      <ul className="referrers">
        {page.data?.rows.map((row) => (
          <li key={`${row.host}${row.path}`}>
            {row.host}
            {row.path}{' '}
            <span className="muted">
              ({row.count}, last {formatDateTime(row.lastSeen)})
            </span>
          </li>
        ))}
      </ul>
      <Pager offset={offset} total={page.data?.total ?? 0} onChange={setOffset} />
    </>
  );
}

/** Server errors with message and stack trace, newest first. */
export function ErrorsTab() {
  const [offset, setOffset] = useState(0);
  const page = trpc.admin.logs.errors.useQuery({ offset, limit: PAGE_SIZE });
  return (
    <>
      {page.data?.rows.map((row) => (
        <article key={row.id} className="error-entry">
          <h3>
            {formatDateTime(row.time)} {row.method} {row.path}
          </h3>
          <p>{row.errorMessage}</p>
          <pre>{row.stackTrace}</pre>
        </article>
      ))}
      <Pager offset={offset} total={page.data?.total ?? 0} onChange={setOffset} />
    </>
  );
}
