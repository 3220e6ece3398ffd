import type { FormMetadata } from "@conform-to/react";
import { Link, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { AuthForm } from "~/components/auth-form";
import { withRedirect } from "~/utils/urls";

type FooterLink = { text?: string; to: string; label: string };

export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Below the card: a sentence, or a link to the neighbouring page ("Already have an account? Sign in"). */
  footer?: ReactNode | FooterLink;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="font-serif text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-stone-600">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-6 text-center text-sm text-stone-700">{isFooterLink(footer) ? <AuthFooterLink {...footer} /> : footer}</div> : null}
    </div>
  );
}

function isFooterLink(footer: ReactNode | FooterLink): footer is FooterLink {
  return typeof footer === "object" && footer !== null && "to" in footer && "label" in footer;
}

function AuthFooterLink({ text, to, label }: FooterLink) {
  const link = (
    <Link to={to} className="font-semibold text-brand-700 underline">
      {label}
    </Link>
  );
  return text ? (
    <>
      {text} {link}
    </>
  ) : (
    link
  );
}

/**
 * Sign-in and register: the card, with the form carrying the page's `?redirect=` (and the honeypot)
 * and the footer link to the other page passing it on.
 */
export function RedirectingAuthCard({ title, subtitle, other, form, children }: {
  title: string;
  subtitle: string;
  other: { text: string; path: string; label: string };
  form: FormMetadata<Record<string, unknown>, string[]>;
  children: ReactNode;
}) {
  const redirectTo = useSearchParams()[0].get("redirect") ?? "";
  return (
    <AuthCard title={title} subtitle={subtitle} footer={{ text: other.text, to: withRedirect(other.path, redirectTo), label: other.label }}>
      <AuthForm form={form} honeypot hidden={{ redirectTo }}>
        {children}
      </AuthForm>
    </AuthCard>
  );
}
