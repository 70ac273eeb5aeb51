import { NavLink } from "react-router";
import { clsx } from "clsx";
import { navigation } from "~/lib/navigation";

interface NavLinksProps {
  className?: string;
  linkClassName: (isActive: boolean) => string;
  onNavigate?: () => void;
}

/**
 * The six pages. NavLink marks the current one with aria-current="page";
 * "/" must match exactly, the others also their sub-pages (/blog/2 → Blog).
 */
export function NavLinks({ className, linkClassName, onNavigate }: NavLinksProps) {
  return (
    <ul className={className}>
      {navigation.map((item) => (
        <li key={item.href}>
          <NavLink
            to={item.href}
            end={item.href === "/"}
            onClick={onNavigate}
            className={({ isActive }) => clsx(linkClassName(isActive))}
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
