import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Dropdown from 'react-bootstrap/Dropdown';
import { ArrowDown, ArrowUp, Download, EllipsisVertical, Eye, Pencil, Trash2 } from 'lucide-react';
import { Avatar } from '@/web/components/avatar';
import type { Invoice } from '../contract';
import { day, money } from './format';
import { invoiceLinks } from './links';
import { BalanceCell, StatusBadge } from './status-badge';
import type { SortColumn } from './use-list-params';

interface Props {
  rows: Invoice[];
  sortColumn: SortColumn;
  sort: 'asc' | 'desc';
  onSort: (column: SortColumn) => void;
  onDelete: (invoice: Invoice) => void;
  busy: boolean;
}

/** The page of invoices: every column sorts (the client's by name or by email), each row has its actions. */
export function InvoiceTable({ rows, sortColumn, sort, onSort, onDelete, busy }: Props) {
  const { t } = useTranslation();
  const sortButton = (column: SortColumn, label: string) => (
    <button type="button" className="tb-sort-button" onClick={() => onSort(column)}>
      {label}
      {sortColumn === column && (sort === 'asc' ? <ArrowUp size={14} aria-hidden="true" /> : <ArrowDown size={14} aria-hidden="true" />)}
    </button>
  );
  const header = (columns: SortColumn[], labels: string[], className = '') => {
    const active = columns.includes(sortColumn);
    return (
      <th scope="col" className={className} aria-sort={active ? (sort === 'asc' ? 'ascending' : 'descending') : 'none'}>
        {columns.map((column, i) => (
          <span key={column}>
            {i > 0 && <span className="text-body-secondary mx-1" aria-hidden="true">·</span>}
            {sortButton(column, labels[i])}
          </span>
        ))}
      </th>
    );
  };
  return (
    <div className="table-responsive" aria-busy={busy}>
      <table className="table table-hover align-middle mb-0 tb-invoice-table">
        <thead>
          <tr>
            {header(['id'], ['#'])}
            {header(['invoiceStatus'], [t('invoices.fields.invoiceStatus')])}
            {header(['client.name', 'client.companyEmail'], [t('invoices.fields.client'), t('invoices.fields.email')])}
            {header(['total'], [t('invoices.fields.total')], 'text-end')}
            {header(['issuedDate'], [t('invoices.fields.issuedDate')])}
            {header(['dueDate'], [t('invoices.fields.dueDate')])}
            {header(['balance'], [t('invoices.fields.balance')], 'text-end')}
            <th scope="col" className="text-end">
              {t('common.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((invoice) => (
            <tr key={invoice.id}>
              <td>
                <Link to={invoiceLinks.preview(invoice.id)} className="fw-semibold text-decoration-none">
                  #{invoice.id}
                </Link>
              </td>
              <td>
                <StatusBadge status={invoice.invoiceStatus} />
              </td>
              <td>
                <div className="d-flex align-items-center gap-2">
                  <Avatar name={invoice.client.name} src={invoice.avatar || null} size="sm" />
                  <div className="lh-sm">
                    <div className="fw-semibold text-nowrap">{invoice.client.name}</div>
                    <small className="text-body-secondary">{invoice.client.companyEmail}</small>
                  </div>
                </div>
              </td>
              <td className="text-end text-nowrap">{money(invoice.total)}</td>
              <td className="text-nowrap"><bdi>{day(invoice.issuedDate)}</bdi></td>
              <td className="text-nowrap"><bdi>{day(invoice.dueDate)}</bdi></td>
              <td className="text-end text-nowrap">
                <BalanceCell balance={invoice.balance} format={money} />
              </td>
              <td className="text-end">
                <div className="d-inline-flex align-items-center gap-1">
                  <Link to={invoiceLinks.preview(invoice.id)} className="btn-icon" aria-label={t('invoices.previewFor', { id: invoice.id })}>
                    <Eye size={18} aria-hidden="true" />
                  </Link>
                  <Dropdown align="end">
                    <Dropdown.Toggle as="button" className="btn-icon" aria-label={t('invoices.actionsFor', { id: invoice.id })}>
                      <EllipsisVertical size={18} aria-hidden="true" />
                    </Dropdown.Toggle>
                    <Dropdown.Menu>
                      <Dropdown.Item as={Link} to={invoiceLinks.edit(invoice.id)}>
                        <Pencil size={16} className="me-2" aria-hidden="true" />
                        {t('common.edit')}
                      </Dropdown.Item>
                      <Dropdown.Item href={invoiceLinks.print(invoice.id)} target="_blank" rel="noopener">
                        <Download size={16} className="me-2" aria-hidden="true" />
                        {t('invoices.download')}
                      </Dropdown.Item>
                      <Dropdown.Item as="button" className="text-danger" onClick={() => onDelete(invoice)}>
                        <Trash2 size={16} className="me-2" aria-hidden="true" />
                        {t('common.delete')}
                      </Dropdown.Item>
                    </Dropdown.Menu>
                  </Dropdown>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
