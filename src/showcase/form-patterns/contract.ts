import { z } from 'zod';
import { defineContract } from '@/platform/contract/define-contract';
import { secretText, singleLine } from '@/platform/contract/text';
import { ACCOUNT_SOURCES, COUNTRIES, LAYOUTS, LIST_LIMIT, MEMBER_ROLES, PLANS, TEAM_MAX, formPatternRoutes } from './routes';

const coded = (message: string, code: string) => ({ message, params: { code } });

export const fullName = singleLine().min(2).max(60);
export const username = singleLine()
  .min(3)
  .max(20)
  .refine((v) => /^[a-z0-9_.]*$/i.test(v), coded('Use letters, digits, dots and underscores only', 'username_chars'))
  .meta({ examples: ['ana.garcia'] });
export const email = z.string().trim().toLowerCase().max(254).pipe(z.email({ message: 'Enter a valid email' }));
export const password = secretText()
  .min(8)
  .max(64)
  .refine((v) => /[a-z]/i.test(v) && /\d/.test(v), coded('Use letters and digits', 'weak_password'))
  .meta({ examples: ['secreto123'] });
const optionalText = singleLine().max(60).optional();
const phone = singleLine()
  .max(20)
  .refine((v) => v === '' || /^\+?[\d ]{7,18}$/.test(v), coded('Use digits and spaces, optionally after a +', 'invalid_format'))
  .meta({ examples: ['+34 600 123 456'] });
const country = z.enum(COUNTRIES, { error: 'Choose a country from the list' });
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 1990-05-31')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), coded('No such date', 'invalid_date'))
  .refine((v) => v >= '1900-01-01' && v <= new Date().toISOString().slice(0, 10), coded('Use a date between 1900 and today', 'date_out_of_range'))
  .meta({ examples: ['1990-05-31'] });
const terms = z.literal(true, { error: 'Accept the terms to go on' });

/** One of the layout page's forms: name, e-mail and username always; the rest where that layout asks for it. */
export const accountBody = z.object({
  layout: z.enum(LAYOUTS),
  fullName,
  email,
  username,
  password: password.optional(),
  phone: phone.optional(),
  country: country.optional(),
  company: optionalText,
});
export type AccountBody = z.infer<typeof accountBody>;

const samePasswords = (body: { password: string; confirmPassword: string }) => body.password === body.confirmPassword;
const passwordsDiffer = {
  message: 'The passwords do not match',
  path: ['confirmPassword'],
  params: { code: 'passwords_differ' },
  // Checked as soon as both are there, even while other fields are still wrong (a wizard's first step).
  when: ({ value }: { value: unknown }) => {
    const body = value as Partial<Record<'password' | 'confirmPassword', unknown>> | undefined;
    return typeof body?.password === 'string' && typeof body.confirmPassword === 'string';
  },
};

/** The validation page's registration: every kind of rule, and a username the server may refuse. */
export const registrationFields = z.object({
  fullName,
  username,
  email,
  website: z
    .string()
    .trim()
    .max(200)
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, message: 'Enter a valid web address' }))
    .meta({ examples: ['https://example.com'] }),
  age: z.number({ error: 'Enter a number' }).int().min(18).max(99),
  phone: phone.refine((v) => v !== '', coded('Required', 'required')),
  password,
  confirmPassword: z.string().max(64).meta({ examples: ['secreto123'] }),
  birthDate: isoDay,
  terms,
});
export const registrationBody = registrationFields.refine(samePasswords, passwordsDiffer);
export type RegistrationBody = z.infer<typeof registrationBody>;

/** The wizard's three steps in one body: account, personal details, plan. */
export const wizardFields = z.object({
  orientation: z.enum(['horizontal', 'vertical']),
  username,
  email,
  password,
  confirmPassword: z.string().max(64).meta({ examples: ['secreto123'] }),
  firstName: singleLine().min(2).max(40),
  lastName: singleLine().min(2).max(40),
  country,
  birthDate: isoDay,
  plan: z.enum(PLANS),
  terms,
});
export const wizardBody = wizardFields.refine(samePasswords, passwordsDiffer);
export type WizardBody = z.infer<typeof wizardBody>;

export const memberBody = z.object({
  name: fullName,
  email,
  role: z.enum(MEMBER_ROLES),
  hours: z.number({ error: 'Enter a number' }).int().min(1).max(40),
});
/** The repeater's list: a team and its rows, each row checked on its own, an address once per team. */
export const teamBody = z.object({
  name: singleLine().min(2).max(60).meta({ examples: ['Equipo Atlas'] }),
  members: z
    .array(memberBody)
    .min(1)
    .max(TEAM_MAX)
    .superRefine((members, ctx) => {
      const seen = new Set<string>();
      members.forEach((member, index) => {
        if (seen.has(member.email)) ctx.addIssue({ code: 'custom', message: 'Each address only once', path: [index, 'email'], params: { code: 'duplicate' } });
        seen.add(member.email);
      });
    }),
});
export type TeamBody = z.infer<typeof teamBody>;

export const sampleAccount = z.object({
  id: z.number(),
  source: z.enum(ACCOUNT_SOURCES),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  /** What else the form sent (country, plan, age…), passwords never. */
  details: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type SampleAccount = z.infer<typeof sampleAccount>;

export const team = z.object({ id: z.number(), name: z.string(), members: z.array(memberBody), createdAt: z.string() });
export type Team = z.infer<typeof team>;

export * from './routes';
export const formPatternsContract = defineContract(formPatternRoutes, {
  accounts: {
    query: z.object({ source: z.enum(ACCOUNT_SOURCES).optional() }),
    response: z.object({ accounts: z.array(sampleAccount), total: z.number() }),
    summary: `The signed-in person's latest ${LIST_LIMIT} sample accounts (of one source when asked), newest first, and how many there are`,
  },
  addAccount: {
    body: accountBody,
    response: z.object({ account: sampleAccount }),
    status: 201,
    summary: 'Saves a sample account from one of the layout forms; a username this person already used is refused (400, username_taken)',
  },
  register: {
    body: registrationBody,
    response: z.object({ account: sampleAccount }),
    status: 201,
    summary: 'Saves the validation page’s registration; a username already used or reserved is refused with 400 naming `username`',
  },
  wizard: {
    body: wizardBody,
    response: z.object({ account: sampleAccount }),
    status: 201,
    summary: 'Saves the account the wizard built over its steps; a username already used or reserved is refused with 400 naming `username`',
  },
  teams: {
    response: z.object({ teams: z.array(team), total: z.number() }),
    summary: `The signed-in person's latest ${LIST_LIMIT} teams from the repeater, newest first`,
  },
  addTeam: {
    body: teamBody,
    response: z.object({ team }),
    status: 201,
    summary: 'Saves a team and its rows; a team name this person already used is refused (400, team_name_taken)',
  },
});
