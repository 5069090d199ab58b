import { Briefcase, Crown, Handshake, Headset, User, UserCog, UserLock, type LucideIcon } from 'lucide-react';

const ICONS: Record<string, LucideIcon> = { admin: Crown, manager: Briefcase, user: User, support: Headset, 'restricted-user': UserLock, client: Handshake };

/** The role's icon in its colour (a role someone added gets a neutral one); decorative, the name is beside it. */
export function RoleIcon({ roleKey, size = 16 }: { roleKey: string; size?: number }) {
  const Icon = ICONS[roleKey] ?? UserCog;
  return (
    <span className={`tb-role-icon tb-role-${ICONS[roleKey] ? roleKey : 'custom'}`} aria-hidden="true">
      <Icon size={size} />
    </span>
  );
}

/** Icon and name of a role, as the users table and the user's card show it. */
export function RoleName({ roleKey, label }: { roleKey: string; label: string }) {
  return (
    <span className="d-inline-flex align-items-center gap-2 text-nowrap">
      <RoleIcon roleKey={roleKey} />
      <bdi>{label}</bdi>
    </span>
  );
}
