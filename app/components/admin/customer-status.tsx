import { Badge, ConfirmAction } from "~/components/admin/ui";

// The customer's Active/Inactive badge and the activate/deactivate step
// (a <details> confirmation with a POST form: works without JavaScript).

export function CustomerStatusBadge({ isActive }: { isActive: boolean }) {
  return isActive ? (
    <Badge className="bg-green-100 text-green-900 ring-green-300">Active</Badge>
  ) : (
    <Badge className="bg-stone-200 text-stone-800 ring-stone-300">Inactive</Badge>
  );
}

export function CustomerStatusAction({ customer, action }: {
  customer: { _id: string; firstName: string; lastName: string; isActive: boolean };
  /** Form action URL; omitted: the current route (and its query). */
  action?: string;
}) {
  const name = `${customer.firstName} ${customer.lastName}`;
  const deactivate = customer.isActive;
  return (
    <ConfirmAction
      label={
        <>
          {deactivate ? "Deactivate" : "Activate"}
          <span className="sr-only"> {name}</span>
        </>
      }
      question={
        deactivate
          ? `Deactivate ${name}? They are signed out everywhere and cannot sign in until the account is activated again.`
          : `Activate ${name}? They can sign in and use their account again.`
      }
      confirmLabel={deactivate ? "Yes, deactivate" : "Yes, activate"}
      variant={deactivate ? "danger" : "primary"}
      action={action}
      fields={{ intent: "set-status", id: customer._id, isActive: String(!customer.isActive) }}
    />
  );
}
