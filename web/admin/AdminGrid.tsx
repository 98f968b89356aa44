import type { ReactNode } from 'react';
import { Pager, type Page, type Paging } from './Pager';

/** One column of an admin grid: its header and what each row shows under it. */
export interface AdminColumn<Row> {
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  /** Class of the column's cells (admin.css: long texts wrap, paths break anywhere). */
  readonly className?: string;
}

/** What a grid shows of each row; the same for every render, so tabs declare it once. */
export interface AdminGridSpec<Row> {
  readonly columns: readonly AdminColumn<Row>[];
  readonly rowKey: (row: Row) => string | number;
  readonly rowClassName?: (row: Row) => string | undefined;
}

/** A button in a row's last column; its accessible name says which row it acts on. */
export interface RowAction {
  readonly label: string;
  readonly name: string;
  /** Styled as a destructive button. */
  readonly danger?: boolean;
  readonly onClick: () => void;
}

/** The rows of a grid: a whole list, or a list the server pages (the pager follows the table). */
type GridRows<Row> =
  | { readonly rows: readonly Row[] | undefined }
  | { readonly page: Page<Row> | undefined; readonly paging: Paging };

/**
 * The admin tabs' table: one row per entry; a tab that acts on rows gets a last column of
 * buttons, whose header only screen readers read.
 */
export function AdminGrid<Row>(
  props: {
    spec: AdminGridSpec<Row>;
    actions?: (row: Row) => readonly RowAction[];
  } & GridRows<Row>,
) {
  const { spec, actions } = props;
  const rows = 'paging' in props ? props.page?.rows : props.rows;
  return (
    <>
      <div className="grid-scroll">
        <table className="admin-grid">
          <thead>
            <tr>
              {spec.columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
              {actions && (
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows?.map((row) => (
              <tr key={spec.rowKey(row)} className={spec.rowClassName?.(row)}>
                {spec.columns.map((column) => (
                  <td key={column.header} className={column.className}>
                    {column.cell(row)}
                  </td>
                ))}
                {actions && (
                  <td className="actions">
                    {actions(row).map((action) => (
                      <button
                        key={action.label}
                        type="button"
                        className={action.danger ? 'danger' : undefined}
                        aria-label={action.name}
                        onClick={action.onClick}
                      >
                        {action.label}
                      </button>
                    ))}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {'paging' in props && <Pager paging={props.paging} page={props.page} />}
    </>
  );
}
