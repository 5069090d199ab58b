import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Dropdown from 'react-bootstrap/Dropdown';
import { Download, EllipsisVertical, Eye, Pencil, Trash2 } from 'lucide-react';
import { Avatar } from '@/web/components/avatar';
import type { ListColumn } from '@/web/components/list-column';
import { confirmDelete } from '@/web/feedback/confirm-delete';
import type { Invoice } from '../contract';
import { day, money } from './format';
import { useDeleteInvoiceMutation } from './invoices-api';
import { invoiceLinks } from './links';
import { BalanceCell, StatusBadge } from './status-badge';

function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const [deleteInvoice] = useDeleteInvoiceMutation();
  const remove = () =>
    confirmDelete({
      title: t('invoices.deleteTitle', { id: invoice.id }),
      text: t('invoices.deleteText', { name: invoice.client.name }),
      run: () => deleteInvoice(invoice.id).unwrap(),
      done: t('invoices.deleted', { id: invoice.id }),
    });
  return (
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
            <Pencil size={16} className="tb-icon-start" aria-hidden="true" />
            {t('common.edit')}
          </Dropdown.Item>
          <Dropdown.Item href={invoiceLinks.print(invoice.id)} target="_blank" rel="noopener">
            <Download size={16} className="tb-icon-start" aria-hidden="true" />
            {t('invoices.download')}
          </Dropdown.Item>
          <Dropdown.Item as="button" className="text-danger" onClick={() => void remove()}>
            <Trash2 size={16} className="tb-icon-start" aria-hidden="true" />
            {t('common.delete')}
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
    </div>
  );
}

/** The invoices table: every column sorts on the server (the client's by name or by e-mail); each row has its actions. */
export const INVOICE_COLUMNS: readonly ListColumn<Invoice>[] = [
  {
    id: 'id',
    header: 'invoices.fields.number',
    sort: 'id',
    canHide: false,
    cell: (invoice) => (
      <Link to={invoiceLinks.preview(invoice.id)} className="fw-semibold text-decoration-none">
        #{invoice.id}
      </Link>
    ),
  },
  { id: 'invoiceStatus', header: 'invoices.fields.invoiceStatus', sort: 'invoiceStatus', cell: (invoice) => <StatusBadge status={invoice.invoiceStatus} /> },
  {
    id: 'client',
    header: 'invoices.fields.client',
    sort: [
      { field: 'client.name', header: 'invoices.fields.client' },
      { field: 'client.companyEmail', header: 'invoices.fields.email' },
    ],
    cell: (invoice) => (
      <div className="d-flex align-items-center gap-2">
        <Avatar name={invoice.client.name} src={invoice.avatar || null} size="sm" />
        <div className="lh-sm">
          <div className="fw-semibold text-nowrap">{invoice.client.name}</div>
          <small className="text-body-secondary">{invoice.client.companyEmail}</small>
        </div>
      </div>
    ),
  },
  { id: 'total', header: 'invoices.fields.total', sort: 'total', align: 'end', className: 'text-nowrap', cell: (invoice) => money(invoice.total) },
  { id: 'issuedDate', header: 'invoices.fields.issuedDate', sort: 'issuedDate', className: 'text-nowrap', cell: (invoice) => <bdi>{day(invoice.issuedDate)}</bdi> },
  { id: 'dueDate', header: 'invoices.fields.dueDate', sort: 'dueDate', className: 'text-nowrap', cell: (invoice) => <bdi>{day(invoice.dueDate)}</bdi> },
  {
    id: 'balance',
    header: 'invoices.fields.balance',
    sort: 'balance',
    align: 'end',
    className: 'text-nowrap',
    cell: (invoice) => <BalanceCell balance={invoice.balance} format={money} />,
  },
  { id: 'actions', header: 'common.actions', align: 'end', canHide: false, cell: (invoice) => <InvoiceActions invoice={invoice} /> },
];
