import type { ReactNode } from "react";
import { BagIcon, HeartIcon, type IconProps, LogOutIcon, ShieldIcon, UserIcon } from "~/components/ui/icons/shell";
import type { ShellUser } from "~/components/ui/shell";

function ShellLink({
  to,
  icon: LinkIcon,
  label,
  className,
  badge = null,
}: {
  to: string;
  icon: (props: IconProps) => ReactNode;
  label: string;
  className: string;
  badge?: ReactNode;
}) {
  return (
    <li>
      <a href={to} data-nav="" className={className}>
        <LinkIcon className="size-5 text-brand-600" />
        {` ${label}`}
        {badge}
      </a>
    </li>
  );
}

/**
 * The shell's personal links, one list item each: My Account and Admin Panel (for a signed-in user;
 * the latter for admins), Wishlist and Cart with their counts (shown when above zero). The header's
 * account menu puts the account links first, the mobile menu the shopping links.
 */
export function ShellLinks({
  user,
  wishlistCount,
  cartCount,
  itemClassName,
  count,
  accountFirst,
}: {
  user: ShellUser | null;
  wishlistCount: number;
  cartCount: number;
  itemClassName: string;
  count: (count: number) => ReactNode;
  accountFirst: boolean;
}) {
  const account = user ? (
    <>
      <ShellLink to="/account" icon={UserIcon} label="My Account" className={itemClassName} />
      {user.role === "admin" ? <ShellLink to="/admin" icon={ShieldIcon} label="Admin Panel" className={itemClassName} /> : null}
    </>
  ) : null;
  const shopping = (
    <>
      <ShellLink
        to="/wishlist"
        icon={HeartIcon}
        label="Wishlist"
        className={itemClassName}
        badge={wishlistCount > 0 ? count(wishlistCount) : null}
      />
      <ShellLink to="/cart" icon={BagIcon} label="Cart" className={itemClassName} badge={cartCount > 0 ? count(cartCount) : null} />
    </>
  );
  return accountFirst ? (
    <>
      {account}
      {shopping}
    </>
  ) : (
    <>
      {shopping}
      {account}
    </>
  );
}

/** The shell's Sign Out: a plain POST to /logout (a document request, also with JavaScript). */
export function SignOutForm({ className, buttonClassName }: { className?: string; buttonClassName: string }) {
  return (
    <form method="post" action="/logout" className={className}>
      <button type="submit" className={buttonClassName}>
        <LogOutIcon className="size-5" /> Sign Out
      </button>
    </form>
  );
}
