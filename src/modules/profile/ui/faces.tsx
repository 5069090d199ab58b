import { Avatar } from '@/web/components/avatar';
import type { Person } from '../contract';

/** A row of overlapping avatars (people who liked or voted), named for assistive technology by `label`. */
export function Faces({ people, label }: { people: Person[]; label: string }) {
  if (people.length === 0) return null;
  return (
    <ul className="tb-profile-faces list-unstyled d-flex mb-0" aria-label={label}>
      {people.map((person) => (
        <li key={person.id}>
          <Avatar name={person.fullName} src={person.avatar} size="sm" />
        </li>
      ))}
    </ul>
  );
}
