import { Table } from 'antd';
import type { TableProps } from 'antd';

/** The console's lists are read a page of 20 at a time; the server's paging takes the same size. */
export const PAGE_SIZE = 20;

interface PagedList<T> {
  isPending: boolean;
  data?: { list: T[]; total: number };
}

type PagedTableProps<T> = Omit<TableProps<T>, 'loading' | 'dataSource' | 'pagination' | 'scroll'> & {
  query: PagedList<T>;
  page: number;
  onPageChange: (page: number) => void;
  scrollX: number;
  /** Pages whose page number lives in the URL have no size to change. */
  fixedSize?: boolean;
};

/** A console list of one server page: its rows, the total to page through, and a spinner while it loads. */
export function PagedTable<T extends object>({
  query,
  page,
  onPageChange,
  scrollX,
  fixedSize,
  ...table
}: PagedTableProps<T>) {
  return (
    <Table<T>
      {...table}
      loading={query.isPending}
      dataSource={query.data?.list ?? []}
      scroll={{ x: scrollX }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: query.data?.total ?? 0,
        onChange: onPageChange,
        ...(fixedSize ? { showSizeChanger: false } : {}),
      }}
    />
  );
}
