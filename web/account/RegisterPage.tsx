import { useSetAtom } from 'jotai';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { registerInputSchema } from '../../shared/api/blogSchemas';
import { navigate } from '../router';
import { usePageTitle } from '../site/siteName';
import { trpc } from '../trpc';
import './account.css';
import { sessionAtom } from './session';
import { trpcErrorCode } from './trpcError';

export const NAME_IN_USE = 'Username or email in use';

type Field = 'name' | 'email' | 'password' | 'answer' | 'imageUrl';

interface Values {
  name: string;
  email: string;
  password: string;
  answer: string;
  hideEmail: boolean;
  imageUrl: string;
}

/** Field → message, judged by the server's own schema (the answer travels in `jwt`). */
function fieldErrors(values: Values, questionId: number): Partial<Record<Field, string>> {
  const result = registerInputSchema.safeParse({
    ...values,
    jwt: values.answer,
    refreshToken: questionId,
  });
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path[0] === 'jwt' ? 'answer' : issue.path[0];
    if (
      (key === 'name' ||
        key === 'email' ||
        key === 'password' ||
        key === 'answer' ||
        key === 'imageUrl') &&
      errors[key] === undefined
    )
      errors[key] = issue.message;
  }
  return errors;
}

/** Registration (spec/site.md §2, §4, §5): on success the session is stored and /profile shown. */
export function RegisterPage() {
  usePageTitle('Register');
  const id = useId();
  const setSession = useSetAtom(sessionAtom);
  const utils = trpc.useUtils();
  const question = trpc.blog.profiles.question.useQuery(undefined, {
    staleTime: Infinity,
    retry: false,
  });
  const register = trpc.blog.profiles.register.useMutation();
  const [values, setValues] = useState<Values>({
    name: '',
    email: '',
    password: '',
    answer: '',
    hideEmail: false,
    imageUrl: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const [inUse, setInUse] = useState(false);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const errors = fieldErrors(values, question.data?.id ?? 1);
  if (question.error) console.error('Could not load the registration question:', question.error);

  function change<K extends keyof Values>(key: K, value: Values[K]): void {
    setValues((previous) => ({ ...previous, [key]: value }));
    // spec/site.md §4: typing a name clears the in-use flag.
    if (key === 'name') setInUse(false);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setSubmitted(true);
    setFailure('');
    if (Object.keys(errors).length > 0 || !question.data) return;
    setBusy(true);
    try {
      const free = await utils.client.blog.profiles.usernameAndEmailFree.query({
        username: values.name.trim(),
        email: values.email.trim(),
      });
      if (!free) {
        setInUse(true);
        return;
      }
      const session = await register.mutateAsync({
        name: values.name,
        email: values.email,
        password: values.password,
        hideEmail: values.hideEmail,
        imageUrl: values.imageUrl,
        jwt: values.answer,
        refreshToken: question.data.id,
      });
      setSession(session);
      navigate('/profile');
    } catch (error) {
      console.error('Registration failed:', error);
      if (trpcErrorCode(error) === 'CONFLICT') setInUse(true);
      else setFailure(error instanceof Error ? error.message : 'Registration failed.');
    } finally {
      setBusy(false);
    }
  }

  function field(key: Field, label: ReactNode, input: (props: FieldProps) => ReactNode) {
    const invalid = submitted && errors[key] !== undefined;
    const inputId = `${id}-${key}`;
    return (
      <>
        <label htmlFor={inputId}>{label}</label>
        {input({
          id: inputId,
          'aria-invalid': invalid,
          'aria-describedby': invalid ? `${inputId}-error` : undefined,
          className: invalid ? 'invalid' : undefined,
        })}
        {invalid && (
          <p id={`${inputId}-error`} className="field-error">
            {errors[key]}
          </p>
        )}
      </>
    );
  }

  return (
    <article className="account-page">
      <form
        className="account-form"
        aria-labelledby={`${id}-title`}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <h1 id={`${id}-title`}>Register</h1>
        {field('name', 'Name', (props) => (
          <input
            {...props}
            type="text"
            autoComplete="username"
            maxLength={50}
            value={values.name}
            onChange={(event) => change('name', event.target.value)}
          />
        ))}
        {field('email', 'Email', (props) => (
          <input
            {...props}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
          />
        ))}
        {field('password', 'Password', (props) => (
          <input
            {...props}
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => change('password', event.target.value)}
          />
        ))}
        <p id={`${id}-question`} className="question">
          {question.data ? question.data.question : 'Loading the question…'}
        </p>
        {field('answer', 'Answer', (props) => (
          <input
            {...props}
            type="text"
            autoComplete="off"
            aria-describedby={[props['aria-describedby'], `${id}-question`]
              .filter(Boolean)
              .join(' ')}
            value={values.answer}
            onChange={(event) => change('answer', event.target.value)}
          />
        ))}
        <label className="checkbox">
          <input
            type="checkbox"
            checked={values.hideEmail}
            onChange={(event) => change('hideEmail', event.target.checked)}
          />
          Hide email in UI
        </label>
        {field('imageUrl', 'Avatar image url', (props) => (
          <input
            {...props}
            type="url"
            maxLength={500}
            value={values.imageUrl}
            onChange={(event) => change('imageUrl', event.target.value)}
          />
        ))}
        {inUse && (
          <p role="alert" className="field-error">
            {NAME_IN_USE}
          </p>
        )}
        {failure && (
          <p role="alert" className="field-error">
            {failure}
          </p>
        )}
        <div className="account-actions">
          <button type="submit" disabled={busy || !question.data}>
            Register
          </button>
        </div>
      </form>
    </article>
  );
}

interface FieldProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  className: string | undefined;
}
