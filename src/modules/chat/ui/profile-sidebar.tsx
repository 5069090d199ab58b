import { lazyPanel } from '@/web/components/form/lazy-panel';
import type { ProfileFormProps } from './profile-form';

/** The profile form, loaded (with the schema it validates with) the first time it opens. */
export const ProfileSidebar = lazyPanel<ProfileFormProps>(() => import('./profile-form').then((m) => m.ProfileForm), ({ show }) => show);
