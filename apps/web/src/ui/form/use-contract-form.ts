// The skeleton every form of the site repeats: Mantine form values → the contract's rules (all their Turkish messages
// joined in the one alert) → busy while the call runs → a success message → the server's text on failure, and a v2
// call's `fields` (the text of each field it refused, decision 0037) beside the inputs (issue 48 item 5).
import { type UseFormReturnType, useForm } from '@mantine/form';
import { type FormEvent, useRef, useState } from 'react';
import type { output, ZodType } from 'zod';
import { errorText, HttpError } from '../../lib/http';
import { validate } from '../../lib/validate';
import type { Message } from './form-message';

/** The part of a TanStack mutation (`useMutation(…)`) the form drives. */
export type FormMutation<Body, Result> = {
  mutate: (body: Body, callbacks: { onSuccess: (result: Result) => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
  isSuccess: boolean;
};

type Values = Record<string, unknown>;
/** What a form's success or failure handler gets besides the answer: the form and the data it sent. */
type After<V extends Values, S extends ZodType> = { form: UseFormReturnType<V>; data: output<S> };

export type ContractFormOptions<V extends Values, S extends ZodType, Body, Result> = {
  initialValues: V;
  /** what the schema checks, when the form holds it otherwise (default: the values as they are) */
  input?: (values: V) => unknown;
  /** what is sent, when it is not the checked data as it is (a repeated password is not sent) */
  body?: (data: output<S>) => Body;
  /** after success, the fields go back to their initial values */
  reset?: boolean;
  /** after success: the message to show, if any (`void …` for none); may clear fields or move on */
  onSuccess?: (result: Result, after: After<V, S>) => Message | undefined;
  /** after a failure: the message to show (default: the server's text, in red) */
  onError?: (error: Error, after: After<V, S>) => Message;
  /** shown before anything is submitted */
  initialMessage?: Message | null;
  /**
   * The contract's field names whose values the form holds under another name (`{ deliveryOn: 'tarih' }`): a v2
   * refusal's text for that field goes beside that input. The others keep the contract's name: an input bound with
   * `form.getInputProps(name)` shows its text, and a field held outside the form reads `fieldError(name)`.
   */
  fieldNames?: Partial<Record<string, keyof V & string>>;
};

export type ContractFormState<V extends Values> = {
  form: UseFormReturnType<V>;
  /** for `<form onSubmit>` */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  message: Message | null;
  closeMessage: () => void;
  /** the call is running */
  busy: boolean;
  /** the call succeeded */
  done: boolean;
  /** the server's text for one field of the last refusal (its contract name), for a field held outside the form */
  fieldError: (name: string) => string | undefined;
};

/**
 * The contract's rules, or how to load them: a form that is an island of a visitor's page loads them (and zod with
 * them, 28 KB gzip) at its first sending, not when it comes alive (decision 0042).
 */
export type Rules<S extends ZodType> = S | (() => Promise<S>);

/**
 * `schema`: the contract's rules, checked on submit. `mutation`: the call, a mutation of the area's api/ (which
 * updates the cache and the session as it must).
 */
export function useContractForm<V extends Values, S extends ZodType, Result>(
  schema: Rules<S>,
  mutation: FormMutation<output<S>, Result>,
  options: ContractFormOptions<V, S, output<S>, Result>,
): ContractFormState<V>;
export function useContractForm<V extends Values, S extends ZodType, Body, Result>(
  schema: Rules<S>,
  mutation: FormMutation<Body, Result>,
  options: ContractFormOptions<V, S, Body, Result> & { body: (data: output<S>) => Body },
): ContractFormState<V>;
export function useContractForm<V extends Values, S extends ZodType, Body, Result>(
  schema: Rules<S>,
  mutation: FormMutation<Body, Result>,
  options: ContractFormOptions<V, S, Body, Result>,
): ContractFormState<V> {
  const { input, body, reset, onSuccess, onError, fieldNames } = options;
  const form = useForm<V>({ initialValues: options.initialValues });
  const [message, setMessage] = useState<Message | null>(options.initialMessage ?? null);
  const rules = useRef(typeof schema === 'function' ? undefined : schema);
  const [loadingRules, setLoadingRules] = useState(false);

  const onSubmit = form.onSubmit(async (values) => {
    form.clearErrors();
    if (!rules.current) {
      if (loadingRules) return;
      setLoadingRules(true);
      try {
        rules.current = await (schema as () => Promise<S>)();
      } catch (error) {
        return setMessage({ color: 'red', text: errorText(error) });
      } finally {
        setLoadingRules(false);
      }
    }
    const checked = validate(rules.current, input ? input(values) : values);
    if (!checked.ok) return setMessage({ color: 'red', text: checked.message });
    setMessage(null);
    const after = { form, data: checked.data };
    mutation.mutate(body ? body(checked.data) : (checked.data as Body), {
      onSuccess: (result) => {
        if (reset) form.reset();
        setMessage(onSuccess?.(result, after) ?? null);
      },
      onError: (error) => {
        // a v2 refusal names its fields: each text goes beside its input, the whole text stays in the one alert
        if (error instanceof HttpError)
          form.setErrors(
            Object.fromEntries(Object.entries(error.fields).map(([name, text]) => [fieldNames?.[name] ?? name, text])),
          );
        setMessage(onError ? onError(error, after) : { color: 'red', text: errorText(error) });
      },
    });
  });

  return {
    form,
    onSubmit,
    message,
    closeMessage: () => setMessage(null),
    busy: mutation.isPending || loadingRules,
    done: mutation.isSuccess,
    fieldError: (name) => {
      const text = form.errors[fieldNames?.[name] ?? name];
      return typeof text === 'string' ? text : undefined;
    },
  };
}
