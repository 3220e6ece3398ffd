import { useEffect, type RefObject } from "react";

// With JavaScript: when the shopper leaves a 6-digit pincode, its city and state come from
// /pincode/:pin (India Post's directory, on the server: the data never reaches the browser) and
// fill the city and state fields left empty. An input event follows, so the form's checks see them.
// On submit the server fills what is still empty and checks that city and state agree with the pincode.

/** Under the pincode field: the server (and, with JavaScript, the page on leaving the field) fills an empty city and state. */
export const PINCODE_HINT = "City and state are filled in from the pincode if left empty";

export function usePincodeFill(formRef: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const onLeave = (event: FocusEvent) => {
      const input = event.target as HTMLInputElement;
      const pin = input.name === "pincode" ? input.value.trim() : "";
      if (!/^\d{6}$/.test(pin)) return;
      const field = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
      if (field("city")?.value.trim() && field("state")?.value.trim()) return;
      fetch(`/pincode/${pin}`)
        .then((res) => (res.ok ? (res.json() as Promise<{ city: string; state: string }>) : null))
        .then((place) => {
          if (!place) return;
          for (const name of ["city", "state"] as const) {
            const el = field(name);
            if (!el || el.value.trim()) continue;
            el.value = place[name];
            el.dispatchEvent(new Event("input", { bubbles: true }));
          }
        })
        .catch(() => {
          // Offline: the shopper types them, or the server fills them on submit.
        });
    };
    form.addEventListener("focusout", onLeave);
    return () => form.removeEventListener("focusout", onLeave);
  }, [formRef]);
}
