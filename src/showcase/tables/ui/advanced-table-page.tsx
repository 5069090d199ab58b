import { useTranslation } from 'react-i18next';
import { ColumnMenu } from '@/web/components/column-menu';
import { DataTable } from '@/web/components/data-table';
import { ListToolbar } from '@/web/components/list-toolbar';
import { useListQuery } from '@/web/hooks/use-list-query';
import { useDocumentTitle } from '@/web/pages/use-document-title';
import { EMPLOYEE_STATUSES, SELECTED_MAX } from '../routes';
import { ColumnFilters } from './column-filters';
import { EMPLOYEE_COLUMN_IDS, EMPLOYEE_COLUMNS } from './employee-columns';
import { EmployeeDetails } from './employee-details';
import { employeesQuery } from './employees-query';
import { ExportFiltered, ExportSelected } from './export-actions';
import { useEmployeesQuery } from './datatables-api';
import { useTableView } from './table-view';
import { ViewControls } from './view-controls';
import './tables.scss';

/**
 * /datatables/advance: the employee table with everything the kit's data table does — search, a filter per column
 * (text, status, date, salary and age ranges), sort on every column, paging and page size, selection across pages,
 * rows that open, column visibility and order, density and a sticky header — all of it in the URL; and exports of the
 * filtered set or of the selected rows as CSV or XLSX.
 */
export default function AdvancedTablePage() {
  const { t } = useTranslation();
  const title = t('showcase.tables.advance.title');
  useDocumentTitle(title);
  const list = useListQuery(employeesQuery);
  const view = useTableView(EMPLOYEE_COLUMN_IDS);
  const result = useEmployeesQuery(list.query);
  const { page: _page, perPage: _perPage, ...filtered } = list.query;
  const selectedIds = Object.keys(view.selected).map(Number);
  const name = (row: { full_name: string }) => row.full_name;
  return (
    <section aria-labelledby="advanced-table-title">
      <h1 id="advanced-table-title" className="h4 mb-1">
        {title}
      </h1>
      <p className="text-body-secondary mb-3">{t('showcase.tables.advance.intro')}</p>
      <div className="card">
        <ListToolbar
          list={list}
          search={{ label: t('showcase.tables.searchLabel'), placeholder: t('showcase.tables.searchPlaceholder') }}
          filters={[{ key: 'status', label: t('showcase.tables.fields.status'), anyLabel: t('showcase.tables.filters.anyStatus'), options: EMPLOYEE_STATUSES.map((s) => ({ value: String(s), label: t(`showcase.tables.statuses.${s}`) })) }]}
          actions={
            <>
              <ColumnMenu
                columns={EMPLOYEE_COLUMNS as never}
                visibility={{ hidden: view.hidden, setHidden: view.setHidden }}
                order={{ ids: view.order, onChange: view.setOrder, labels: { up: (column) => t('showcase.tables.view.moveUp', { column }), down: (column) => t('showcase.tables.view.moveDown', { column }) } }}
              />
              <ExportFiltered filtered={filtered} />
            </>
          }
        />
        <ColumnFilters list={list} />
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 px-3 py-2 border-bottom">
          <ViewControls view={view} />
          <div className="d-flex flex-wrap align-items-center gap-2" role="status">
            {selectedIds.length > 0 && (
              <>
                <span className="small fw-semibold">{t('showcase.tables.selection.count', { count: selectedIds.length })}</span>
                {selectedIds.length >= SELECTED_MAX && <span className="small text-warning-emphasis">{t('showcase.tables.selection.max', { max: SELECTED_MAX })}</span>}
                <ExportSelected ids={selectedIds} />
                <button type="button" className="btn btn-outline-secondary" onClick={() => view.setSelected({})}>
                  {t('showcase.tables.selection.clear')}
                </button>
              </>
            )}
          </div>
        </div>
        <DataTable
          list={list}
          columns={EMPLOYEE_COLUMNS}
          rows={result.data?.invoices}
          total={result.data?.total}
          result={result}
          label={title}
          empty={{ message: t('showcase.tables.empty'), filtered: t('showcase.tables.emptyFiltered') }}
          visibility={{ hidden: view.hidden, setHidden: view.setHidden }}
          selection={{ ids: view.selected, onChange: view.setSelected, rowLabel: (row) => t('showcase.tables.selection.row', { name: name(row) }) }}
          expansion={{ ids: view.expanded, onChange: view.setExpanded, render: (row) => <EmployeeDetails row={row} />, rowLabel: (row) => t('showcase.tables.details', { name: name(row) }), header: t('showcase.tables.detailsColumn') }}
          order={view.order}
          density={view.density}
          stickyHeader={view.sticky}
        />
      </div>
    </section>
  );
}
