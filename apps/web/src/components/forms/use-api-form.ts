import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type BaseSyntheticEvent, type Dispatch, type SetStateAction } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../../lib/form-errors';
import { submitDelay } from '../../lib/submit-delay';

export type FormOutcome = { ok: boolean; text: string };

export type ApiForm<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output> & {
  /** The form's onSubmit. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  outcome: FormOutcome | null;
  setOutcome: Dispatch<SetStateAction<FormOutcome | null>>;
  errors: FieldErrors<Input>;
  /** A field's registration with its message (once touched), to spread on a labelled field. */
  field: <Name extends Path<Input>>(
    name: Name,
  ) => UseFormRegisterReturn<Name> & { error: string | undefined; onFocus: () => void };
  pending: boolean;
};

/**
 * A form's schema, or a function that imports it. Pages that a visitor lands on pass the function:
 * Zod and the contracts' schemas are then fetched when someone first focuses a field (or sends the
 * form), not as part of the page's first visit (docs/decisions/0042-a-light-first-visit.md).
 */
export type FormSchema<Schema> = Schema | (() => Promise<Schema>);

/** The resolver of a schema that may still have to be imported, and a way to start that import. */
function schemaResolver(schema: FormSchema<unknown>) {
  const importSchema = async () =>
    typeof schema === 'function' ? (schema as () => Promise<unknown>)() : schema;
  let loaded: Promise<Resolver> | undefined;
  const load = () =>
    (loaded ??= importSchema().then(
      (ready) => zodResolver(ready as never) as unknown as Resolver,
      (error: unknown) => {
        // A failed fetch (a dropped connection) is tried again by the next check.
        loaded = undefined;
        throw error;
      },
    ));
  const resolver: Resolver = async (values, context, options) =>
    (await load())(values, context, options);
  return { resolver, load };
}

type Options<Input extends FieldValues, Output> = {
  defaultValues: DefaultValues<Input>;
  /** The fields that show the server's per-field messages; others go to the form's message. */
  serverFields?: readonly Path<Input>[];
  /** Put a message for the whole form on this field instead of above the form. */
  failureField?: Path<Input>;
  /** Words a failure for the form's message, instead of the server's own field messages. */
  describeFailure?: (error: unknown) => string | null;
  /** Sends the form; a text it answers is shown as the form's success message. */
  onSubmit: (values: Output) => Promise<string | void>;
};

/**
 * Every form of the product: zod validation once a field is touched, the spec's 400 ms wait
 * before the call, server messages placed on their fields, and one message for the form whose
 * earlier text (success or failure) is cleared by each new try.
 */
export function useApiForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: FormSchema<Schema>,
  options: Options<z.input<Schema>, z.output<Schema>>,
): ApiForm<z.input<Schema>, z.output<Schema>> {
  type Input = z.input<Schema>;
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [validation] = useState(() => schemaResolver(schema));
  const form = useForm<Input, unknown, z.output<Schema>>({
    // The resolver's own generics cannot see through a generic schema.
    resolver: validation.resolver as never,
    mode: 'onTouched',
    defaultValues: options.defaultValues,
  });

  const submit = form.handleSubmit(
    async (values) => {
      setOutcome(null);
      await submitDelay();
      try {
        const text = await options.onSubmit(values);
        if (text) setOutcome({ ok: true, text });
      } catch (error) {
        const message = options.describeFailure
          ? options.describeFailure(error)
          : applyServerErrors(error, form.setError, options.serverFields ?? []);
        if (!message) return;
        if (options.failureField) {
          form.setError(options.failureField, { type: 'server', message }, { shouldFocus: true });
        } else {
          setOutcome({ ok: false, text: message });
        }
      }
    },
    () => setOutcome(null),
  );

  return {
    ...form,
    submit,
    outcome,
    setOutcome,
    errors: form.formState.errors,
    field: (name) => ({
      ...form.register(name),
      // A field's first focus starts fetching the schema, so it is there when the field is left.
      onFocus: () => void validation.load().catch(() => undefined),
      error: (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
    }),
    pending: form.formState.isSubmitting,
  };
}
