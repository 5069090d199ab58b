import { useRef, useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import { issueFromZod, valueAt } from '@/platform/contract/issues';
import type { IssueLike } from '@/web/components/form/issue-text';

type Values = Record<string, string | boolean>;
type Issues<V> = Partial<Record<keyof V & string, IssueLike>>;

const loadSchemas = () => import('@/platform/auth/forms');
type Schemas = Awaited<ReturnType<typeof loadSchemas>>;

/**
 * The sign-in pages' forms: plain React state, no form library, checked with the endpoint's own zod schema,
 * which loads with the first check, so these pages' first load carries no zod. A field is checked when it is
 * first left, then on every change (as the other forms' "onTouched"); every field on submit.
 */
export function useAuthForm<V extends Values, Out>(initial: V, pick: (schemas: Schemas) => ZodType<Out>, idPrefix: string) {
  const [values, setValues] = useState(initial);
  const [issues, setIssues] = useState<Issues<V>>({});
  // What the server said of a field stays under it until that field changes or the form is sent again.
  const [serverIssues, setServerIssues] = useState<Issues<V>>({});
  const touched = useRef(new Set<string>());
  const latest = useRef(0);

  async function check(next: V) {
    const result = pick(await loadSchemas()).safeParse(next);
    const found: Issues<V> = {};
    for (const issue of result.success ? [] : result.error.issues) {
      const name = String(issue.path[0]) as keyof V & string;
      found[name] ??= issueFromZod(issue, valueAt(next, issue.path), issue.path.join('.'));
    }
    return { found, data: result.success ? result.data : undefined };
  }

  // Only the newest check may show its result: an older one answering late must not undo a correction.
  async function showTouched(next: V) {
    const run = ++latest.current;
    const { found } = await check(next);
    if (run === latest.current) setIssues(Object.fromEntries([...touched.current].map((name) => [name, found[name]])) as Issues<V>);
  }

  function change(name: keyof V & string, value: string | boolean) {
    const next = { ...values, [name]: value };
    setValues(next);
    setServerIssues((said) => (name in said ? { ...said, [name]: undefined } : said));
    if (touched.current.has(name)) void showTouched(next);
  }

  const focus = (name: string) => document.getElementById(`${idPrefix}-${name}`)?.focus();

  return {
    values,
    issues: Object.fromEntries(Object.keys(values).map((name) => [name, issues[name] ?? serverIssues[name]])) as Issues<V>,
    /** The props of a text input. */
    text: (name: keyof V & string) => ({
      id: `${idPrefix}-${name}`,
      name,
      value: String(values[name]),
      onChange: (event: { currentTarget: HTMLInputElement }) => change(name, event.currentTarget.value),
      onBlur: () => {
        touched.current.add(name);
        void showTouched(values);
      },
    }),
    /** The props of a checkbox. */
    checkbox: (name: keyof V & string) => ({
      id: `${idPrefix}-${name}`,
      name,
      checked: Boolean(values[name]),
      onChange: (event: { currentTarget: HTMLInputElement }) => {
        touched.current.add(name);
        change(name, event.currentTarget.checked);
      },
    }),
    /** Fills the form (the demo logins) and forgets what was found. */
    fill(next: Partial<V>) {
      latest.current++;
      touched.current.clear();
      setValues((v) => ({ ...v, ...next }));
      setIssues({});
      setServerIssues({});
    },
    /** Messages the server gave, already in the person's language. */
    showServerIssues(texts: Partial<Record<keyof V & string, string>>) {
      const named = Object.entries(texts).filter(([, text]) => text) as [keyof V & string, string][];
      setServerIssues(Object.fromEntries(named.map(([name, text]) => [name, { code: 'server', message: text }])) as Issues<V>);
      if (named[0]) focus(named[0][0]);
    },
    /** On submit: every field checked; the first wrong one focused, or `send` called with the parsed values. */
    submit(send: (data: Out) => Promise<void>) {
      return async (event: FormEvent) => {
        event.preventDefault();
        Object.keys(values).forEach((name) => touched.current.add(name));
        setServerIssues({});
        const run = ++latest.current;
        const { found, data } = await check(values);
        if (run !== latest.current) return;
        setIssues(found);
        if (data) return send(data);
        const first = Object.keys(values).find((name) => found[name as keyof V & string]);
        if (first) focus(first);
      };
    },
  };
}
