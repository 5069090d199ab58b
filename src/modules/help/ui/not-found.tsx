import { Link } from 'react-router';
import { EmptyState } from '@/web/components/states';

/** What a help page shows for an address that names nothing (the API answered 404). */
export function HelpNotFound({ message, back, backLabel }: { message: string; back: string; backLabel: string }) {
  return (
    <div className="card">
      <EmptyState
        message={message}
        action={
          <Link className="btn btn-primary" to={back}>
            {backLabel}
          </Link>
        }
      />
    </div>
  );
}
