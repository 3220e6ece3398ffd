import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

// The About page's building blocks: its sections (a labelled heading, an optional line under it,
// then the content), its pairs of button links, and the four-up cards of the values and the team.

const BUTTON = "inline-flex min-h-11 items-center justify-center rounded-md";
export type ButtonLink = { to: string; label: string; tone: string };

export function ButtonLinks({ className, links }: { className: string; links: ButtonLink[] }) {
  return (
    <div className={className}>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={`${BUTTON} ${link.tone}`}>
          {link.label}
        </Link>
      ))}
    </div>
  );
}

type SectionProps = {
  /** Names the heading's id, `${name}-heading`, which labels the section. */
  name: string;
  title: ReactNode;
  intro?: string;
  className: string;
  /** The inner container's classes, where the section has one. */
  inner?: string;
  headingClass?: string;
  children: ReactNode;
};

/** One section of the page: its heading (and a line under it), then its content. */
export function AboutSection({ name, title, intro, className, inner, headingClass = "text-center font-serif text-3xl font-semibold text-brand-700", children }: SectionProps) {
  const body = (
    <>
      <h2 id={`${name}-heading`} className={headingClass}>
        {title}
      </h2>
      {intro ? <p className="mt-2 text-center text-stone-600">{intro}</p> : null}
      {children}
    </>
  );
  return (
    <section aria-labelledby={`${name}-heading`} className={className}>
      {inner ? <div className={inner}>{body}</div> : body}
    </section>
  );
}

export type Card = { title: string; role?: string; text: string; badge: ReactNode };

/** The four-up cards of the values and the team: a badge, a title, a role where there is one, a text. */
export function CardGrid({ cards, cardClass, textClass }: { cards: Card[]; cardClass: string; textClass: string }) {
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <li key={card.title} className={cardClass}>
          {card.badge}
          <h3 className="mt-4 text-lg font-semibold text-stone-900">{card.title}</h3>
          {card.role ? <p className="text-sm font-medium text-brand-700">{card.role}</p> : null}
          <p className={`mt-2 text-sm leading-relaxed ${textClass}`}>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
