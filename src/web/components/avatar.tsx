import { initials } from './initials';
import { publicFile } from '../public-file';

interface AvatarProps {
  name: string;
  src?: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  status?: 'online' | 'offline' | 'busy' | 'away';
  className?: string;
}


/** A person's picture, or their initials on a colour derived from the name. */
export function Avatar({ name, src, size = 'md', status, className = '' }: AvatarProps) {
  const hue = [...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 6;
  return (
    <span className={`tb-avatar tb-avatar-${size} ${className}`} title={name}>
      {src ? <img src={publicFile(src)} alt={name} loading="lazy" /> : <span className={`tb-avatar-initials tb-hue-${hue}`} aria-label={name}>{initials(name)}</span>}
      {status && <span className={`tb-avatar-status tb-status-${status}`} aria-hidden="true" />}
    </span>
  );
}
