import type { ComponentPropsWithoutRef } from "react";

/** A submit button that is disabled and says what is happening ("Saving...") while its form is pending. */
export function PendingButton({
  children,
  pending = false,
  pendingText,
  disabled,
  ...props
}: ComponentPropsWithoutRef<"button"> & { pending?: boolean; pendingText?: string }) {
  return (
    <button type="submit" {...props} disabled={disabled || pending}>
      {pending && pendingText ? pendingText : children}
    </button>
  );
}
