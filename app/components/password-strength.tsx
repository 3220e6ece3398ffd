import { passwordStrength, STRENGTH_LABELS } from "~/schemas/rules";

const COLORS = ["bg-red-600", "bg-red-500", "bg-orange-500", "bg-yellow-500", "bg-lime-600", "bg-green-700"];

/** The documents' 0-5 meter: length 8+, lowercase, uppercase, digit, special (!@#$%^&*). */
export function PasswordStrength({ password }: { password: string }) {
  if (!password) return null;
  const score = passwordStrength(password);
  return (
    <div className="mt-1" data-testid="password-strength">
      <div className="flex gap-1" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <span key={i} className={`h-1.5 flex-1 rounded ${i < score ? COLORS[score] : "bg-stone-200"}`} />
        ))}
      </div>
      <p className="mt-1 text-xs text-stone-700" aria-live="polite">
        Password strength: <span className="font-semibold">{STRENGTH_LABELS[score]}</span>
      </p>
    </div>
  );
}
