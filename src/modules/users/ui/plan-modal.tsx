import { lazyPanel } from '@/web/components/form/lazy-panel';
import type { PlanFormProps } from './plan-form';

/** The plan form, loaded (with the schema it validates with) the first time it opens. */
export const PlanModal = lazyPanel<PlanFormProps>(() => import('./plan-form').then((m) => m.PlanForm), ({ show }) => show);
