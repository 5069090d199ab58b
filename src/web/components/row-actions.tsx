import type { ReactNode } from 'react';
import { Link } from 'react-router';
import Dropdown from 'react-bootstrap/Dropdown';
import { MoreVertical } from 'lucide-react';

export interface RowAction {
  /** Stable key (also the item's `data-action`). */
  id: string;
  label: string;
  icon?: ReactNode;
  /** A link (view) rather than a command. */
  to?: string;
  onSelect?: () => void;
  /** Drawn in the danger colour (delete, suspend). */
  danger?: boolean;
  disabled?: boolean;
}

interface Props {
  /** Names the menu's button for assistive technology ("Actions for Ana Ruiz"). */
  label: string;
  /** The actions this person may take here; absent ones (no ability) are simply left out. */
  actions: readonly (RowAction | false | null | undefined)[];
}

/**
 * A table row's actions behind a kebab button (DESIGN.md "Tables"): a menu of links and commands at the row's inline
 * end (it flips above the button when the table's box has no room below). Renders nothing when no action is left.
 */
export function RowActions({ label, actions }: Props) {
  const shown = actions.filter((action): action is RowAction => Boolean(action));
  if (shown.length === 0) return null;
  return (
    <Dropdown align="end" className="tb-row-actions">
      <Dropdown.Toggle as="button" type="button" className="btn-icon" bsPrefix="tb-row-actions-toggle" aria-label={label}>
        <MoreVertical size={18} aria-hidden="true" />
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {shown.map((action) => {
          const content = (
            <>
              {action.icon && <span className="tb-row-action-icon" aria-hidden="true">{action.icon}</span>}
              {action.label}
            </>
          );
          const className = `d-flex align-items-center gap-2${action.danger ? ' text-danger-emphasis' : ''}`;
          return action.to ? (
            <Dropdown.Item key={action.id} as={Link} to={action.to} className={className} data-action={action.id} disabled={action.disabled}>
              {content}
            </Dropdown.Item>
          ) : (
            <Dropdown.Item key={action.id} as="button" type="button" className={className} data-action={action.id} disabled={action.disabled} onClick={action.onSelect}>
              {content}
            </Dropdown.Item>
          );
        })}
      </Dropdown.Menu>
    </Dropdown>
  );
}
