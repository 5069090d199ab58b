import { PeopleExport } from './people-export';

/** /extensions/export-selected: the same table with row selection; only the ticked rows are exported. */
export default function ExportSelectedPage() {
  return <PeopleExport selectable />;
}
