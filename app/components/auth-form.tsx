import { type FieldMetadata, type FormMetadata, getFormProps, getInputProps } from "@conform-to/react";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { Field, FormError, Honeypot } from "~/components/forms";
import { type ServerFormOptions, useServerForm } from "~/components/server-form";
import type { Result } from "~/components/server-validation";

/** An auth page's form: a plain POST with Conform's props, the honeypot (public forms), hidden fields, then the form's own error. */
export function AuthForm({
  form,
  honeypot = false,
  hidden = {},
  children,
}: {
  form: FormMetadata<Record<string, unknown>, string[]>;
  honeypot?: boolean;
  hidden?: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      {honeypot ? <Honeypot /> : null}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormError errors={form.errors} />
      {children}
    </Form>
  );
}

/** The account's e-mail address field (sign-in, register, forgot password). */
export function EmailField({ field }: { field: FieldMetadata<unknown, Record<string, unknown>, string[]> }) {
  return <Field label="Email address" errors={field.errors} inputProps={{ ...getInputProps(field, { type: "email" }), autoComplete: "email" }} />;
}

/**
 * A form page's form (sign-in, register, the password pages): the schema's constraints from the loader
 * (`{ constraint }`), the action's last reply (`{ result }`), the form id = the schema's name, and
 * whether the form is being sent.
 */
export function useServerFormPage<Action>(form: string, options: Partial<ServerFormOptions> = {}) {
  const { constraint } = useLoaderData<{ constraint: ServerFormOptions["constraint"] }>();
  const actionData = useActionData<Action>();
  const navigation = useNavigation();
  const result = (actionData as { result?: Result } | undefined)?.result;
  const [formMeta, fields] = useServerForm(form, result, { id: form, constraint, ...options });
  return { form: formMeta, fields, actionData, pending: navigation.state === "submitting" };
}
