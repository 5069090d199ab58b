// Loaded when the form is first asked for: the form library and the schema stay out of the page's chunk.
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { z } from 'zod';
import { FormPanel } from '@/web/components/form/form-panel';
import { Field } from '@/web/components/form/field';

const guestSchema = z.object({
  name: z.string().trim().min(2).max(60),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
});
export type Guest = z.infer<typeof guestSchema>;

/** The modals page's form: a name and an address, checked before the guest joins the list (once per address). */
export default function GuestForm({ show, onClose, guests, onAdd }: { show: boolean; onClose: () => void; guests: Guest[]; onAdd: (guest: Guest) => void }) {
  const { t } = useTranslation();
  return (
    <FormPanel
      as="modal"
      show={show}
      onClose={onClose}
      title={t('showcase.components.modals.addGuest')}
      schema={guestSchema}
      defaultValues={{ name: '', email: '' }}
      fields={['name', 'email']}
      submitLabel={t('showcase.components.modals.add')}
      onSubmit={async (guest) => {
        if (guests.some((g) => g.email === guest.email)) throw { status: 409, data: { message: t('showcase.components.modals.duplicate') } };
        onAdd(guest);
      }}
    >
      {(form) => (
        <>
          <Field name="name" label={t('showcase.components.modals.name')} required>
            {(control) => <Form.Control {...control} {...form.register('name')} />}
          </Field>
          <Field name="email" label={t('showcase.components.modals.email')} required>
            {(control) => <Form.Control type="email" {...control} {...form.register('email')} />}
          </Field>
        </>
      )}
    </FormPanel>
  );
}
