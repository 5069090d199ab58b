import { Controller, useFormContext } from 'react-hook-form';
import { LazyDateInput } from './lazy-date-input';
import { TYPED_DATE_MESSAGES, type DateKind } from './date-value';
import { Field, type FieldProps } from './field';

type DateFieldProps = Omit<FieldProps, 'children'> & {
  /** Called after each change (a form re-checks a field that depends on this one). */
  onValueChange?: (value: string) => void;
};

function KitDateField({ kind, name, messages, onValueChange, ...field }: DateFieldProps & { kind: DateKind }) {
  const { control } = useFormContext();
  return (
    <Field name={name} messages={{ ...TYPED_DATE_MESSAGES[kind], ...messages }} {...field}>
      {(aria, id) => (
        <Controller
          control={control}
          name={name}
          render={({ field: { value, onChange, onBlur, ref } }) => (
            <LazyDateInput
              id={id}
              name={name}
              kind={kind}
              value={typeof value === 'string' ? value : ''}
              onChange={(next) => {
                onChange(next);
                onValueChange?.(next);
              }}
              onBlur={onBlur}
              inputRef={ref}
              isInvalid={aria.isInvalid}
              aria-describedby={aria['aria-describedby']}
              aria-required={aria['aria-required']}
            />
          )}
        />
      )}
    </Field>
  );
}

/** A date in a react-hook-form form (inside `FormProvider` or `FormPanel`), held as an ISO day: `2026-11-23`. */
export const DateField = (props: DateFieldProps) => <KitDateField kind="date" {...props} />;

/** A date and time in a react-hook-form form, held as an ISO instant: `2026-11-23T12:00:00.000Z`. */
export const DateTimeField = (props: DateFieldProps) => <KitDateField kind="date-time" {...props} />;
