import type { IssueMessages } from '@/web/components/form/issue-text';

/** Per field, the page's own words for the codes the generic `validation.*` texts do not cover. */
export const FIELD_MESSAGES: Record<string, IssueMessages> = {
  username: { username_chars: 'showcase.sampleForms.errors.usernameChars' },
  password: { weak_password: 'showcase.sampleForms.errors.weakPassword' },
  confirmPassword: { passwords_differ: 'showcase.sampleForms.errors.passwordsDiffer', required: 'showcase.sampleForms.errors.confirmRequired' },
  phone: { invalid_format: 'showcase.sampleForms.errors.phone' },
  country: { required: 'showcase.sampleForms.errors.country', invalid_value: 'showcase.sampleForms.errors.country' },
  birthDate: { date_out_of_range: 'showcase.sampleForms.errors.birthDateRange', invalid_format: 'validation.invalid_date' },
  terms: { invalid_value: 'showcase.sampleForms.errors.terms', required: 'showcase.sampleForms.errors.terms' },
  age: { invalid_value: 'showcase.sampleForms.errors.number', required: 'validation.required' },
  hours: { invalid_value: 'showcase.sampleForms.errors.number', required: 'validation.required' },
  name: { team_name_taken: 'showcase.repeater.nameTaken' },
};
