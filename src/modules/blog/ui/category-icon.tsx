import { Gamepad2, Quote, Shirt, Tag, UtensilsCrossed, Video, type LucideIcon } from 'lucide-react';

const ICONS: Record<string, LucideIcon> = { shirt: Shirt, utensils: UtensilsCrossed, gamepad: Gamepad2, quote: Quote, video: Video };

/** A category's icon, by the name the server gives (a plain tag for one it does not know). */
export function CategoryIcon({ icon, size = 16 }: { icon: string; size?: number }) {
  const Icon = ICONS[icon] ?? Tag;
  return <Icon size={size} aria-hidden="true" />;
}
