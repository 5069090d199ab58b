import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Dropdown from 'react-bootstrap/Dropdown';
import { ArrowUpDown, ListFilter, Search } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { Drawer } from '@/web/components/drawer';
import { ListStates } from '@/web/components/states';
import { LoadMore } from '@/web/components/load-more';
import { notify } from '@/web/feedback/notify';
import type { TodoTask } from '../contract';
import { TODO_SORTS } from '../routes';
import { useTodoTasksInfiniteQuery, useUpdateTodoTaskMutation } from './todo-api';
import { TodoItem } from './todo-item';
import { TodoSidebar } from './todo-sidebar';
import { useTodoFilters } from './use-todo-filters';
import './todo.scss';

// The editor brings the date picker; it loads the first time someone opens it.
const TaskEditor = lazy(() => import('./task-editor').then((m) => ({ default: m.TaskEditor })));

/** The Todo app: views and tags on the side, the searchable, sortable list, and the task editor. */
export default function TodoPage() {
  const { t } = useTranslation();
  const { query, update } = useTodoFilters();
  const [search, setSearch] = useState(query.q ?? '');
  const [editing, setEditing] = useState<TodoTask | null | undefined>(undefined);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { data, isLoading, isFetching, isFetchingNextPage, isFetchNextPageError, hasNextPage, fetchNextPage, error, refetch } = useTodoTasksInfiniteQuery(query);
  const [updateTask] = useUpdateTodoTaskMutation();

  useEffect(() => {
    document.title = `${t('todo.title')} · Tablero`;
  }, [t]);

  // Debounced search: the URL (and the request) follow the box 300 ms after typing stops.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (search !== (query.q ?? '')) update({ q: search.trim() || undefined });
    }, 300);
    return () => clearTimeout(timer);
  }, [search, query.q, update]);

  const save = async (task: TodoTask, changes: Partial<TodoTask>, doneKey: string) => {
    try {
      await updateTask({ id: task.id, ...changes }).unwrap();
      notify.success(t(doneKey, { title: task.title }));
    } catch (e) {
      notify.error(errorOf(e).message);
    }
  };
  const toggle = (task: TodoTask, field: 'isCompleted' | 'isImportant') => {
    const value = !task[field];
    const key = field === 'isCompleted' ? (value ? 'todo.completedDone' : 'todo.reopened') : value ? 'todo.importantOn' : 'todo.importantOff';
    void save(task, { [field]: value }, key);
  };
  const changeFilters = (changes: { filter?: string; tag?: string }) => {
    update(changes);
    setFiltersOpen(false);
  };

  const sidebar = <TodoSidebar query={query} onChange={changeFilters} onAdd={() => setEditing(null)} />;
  // A task edited between two page reads could come twice; it is shown once, where it was first seen.
  const tasks = useMemo(() => {
    const seen = new Set<number>();
    return (data?.pages ?? []).flatMap((page) => page.tasks).filter((task) => !seen.has(task.id) && seen.add(task.id));
  }, [data]);
  const first = data?.pages[0];
  const emptyKey = query.q ? 'todo.empty.search' : `todo.empty.${query.filter ?? (query.tag ? 'tag' : 'all')}`;

  return (
    <>
      <h1 className="h4 mb-3">{t('todo.title')}</h1>
      <div className="card tb-todo tb-split">
        <div className="d-none d-lg-block tb-split-aside">{sidebar}</div>
        <Drawer show={filtersOpen} onHide={() => setFiltersOpen(false)} title={t('todo.views')} className="d-lg-none" bodyClassName="p-0">
          {sidebar}
        </Drawer>

        <section className="tb-split-main" aria-label={t('todo.listLabel')}>
          <div className="tb-todo-toolbar">
            <button type="button" className="btn-icon d-lg-none" aria-label={t('todo.openViews')} onClick={() => setFiltersOpen(true)}>
              <ListFilter size={20} aria-hidden="true" />
            </button>
            <div className="tb-todo-search">
              <Search size={18} aria-hidden="true" />
              <input type="search" className="form-control border-0 shadow-none" placeholder={t('todo.searchPlaceholder')} aria-label={t('todo.searchLabel')} value={search} onChange={(e) => setSearch(e.target.value)} />
            </div>
            <Dropdown align="end">
              <Dropdown.Toggle as="button" className="btn-icon" aria-label={t('todo.sortLabel', { sort: t(`todo.sorts.${query.sortBy}`) })}>
                <ArrowUpDown size={18} aria-hidden="true" />
              </Dropdown.Toggle>
              <Dropdown.Menu>
                <Dropdown.Header>{t('common.sortBy')}</Dropdown.Header>
                {TODO_SORTS.map((sort) => (
                  <Dropdown.Item key={sort} as="button" active={query.sortBy === sort} onClick={() => update({ sortBy: sort === 'latest' ? undefined : sort })}>
                    {t(`todo.sorts.${sort}`)}
                  </Dropdown.Item>
                ))}
              </Dropdown.Menu>
            </Dropdown>
          </div>

          <ListStates
            result={{ isLoading, isFetching, error: isFetchNextPageError ? undefined : error, refetch }}
            isEmpty={tasks.length === 0}
            empty={{
              message: t(emptyKey),
              action: (
                <button type="button" className="btn btn-primary" onClick={() => setEditing(null)}>
                  {t('todo.add')}
                </button>
              ),
            }}
          >
            {first?.total != null && (
              <p className="tb-todo-count small text-body-secondary px-3 py-2 mb-0" aria-live="polite">
                {t(first.totalCapped ? 'todo.countMore' : 'todo.count', { count: first.total })}
              </p>
            )}
            <ul className="tb-todo-list" aria-label={t('todo.listLabel')}>
              {tasks.map((task) => (
                <TodoItem key={task.id} task={task} onOpen={setEditing} onToggle={toggle} onRestore={(x) => void save(x, { isDeleted: false }, 'todo.restored')} />
              ))}
            </ul>
            <LoadMore hasMore={hasNextPage} loading={isFetchingNextPage} failed={isFetchNextPageError} onLoadMore={() => void fetchNextPage()} />
          </ListStates>
        </section>
      </div>
      {editing !== undefined && (
        <Suspense fallback={null}>
          <TaskEditor task={editing} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
    </>
  );
}
