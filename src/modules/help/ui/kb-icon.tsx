import { CircleHelp, CreditCard, KeyRound, Rocket, RotateCcw, ShieldCheck, Truck, type LucideIcon } from 'lucide-react';

/** The icons a knowledge-base category may name (its `icon` field); any other shows a question mark. */
const ICONS: Record<string, LucideIcon> = { rocket: Rocket, shield: ShieldCheck, 'credit-card': CreditCard, truck: Truck, 'rotate-ccw': RotateCcw, 'key-round': KeyRound };

export function KbIcon({ name, size }: { name: string; size: number }) {
  const Icon = ICONS[name] ?? CircleHelp;
  return <Icon size={size} aria-hidden="true" />;
}

/** The theme colours a category's `iconColor` may name. */
const COLORS = new Set(['primary', 'secondary', 'success', 'info', 'warning', 'danger']);
export const kbColor = (name: string) => (COLORS.has(name) ? name : 'primary');
