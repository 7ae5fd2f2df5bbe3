import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AdminTable, { type TableColumn } from './admin-table';

type Row = { id: number; name: string };
const columns: TableColumn<Row>[] = [{ id: 'name', name: 'Name', selector: (row) => row.name }];

describe('AdminTable', () => {
  it("shows 'Loading...' while its data loads, not placeholder rows", () => {
    const { container } = render(<AdminTable<Row> label="Deposits" columns={columns} data={[]} loading />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading\.\.\.$/);
    expect(container.querySelector('[class*="skeleton" i]')).toBeNull();
  });

  it("says 'There are no records to display' when loaded and empty, with no table left holding no row", () => {
    render(<AdminTable<Row> label="Deposits" columns={columns} data={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^There are no records to display$/);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});
