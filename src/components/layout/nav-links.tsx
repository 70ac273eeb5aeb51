import { isCurrent, navigation } from "~/lib/addresses/addresses";
import { cn } from "~/lib/cn";

interface NavLinksProps {
  /** The path of the page being rendered. */
  current: string;
  className?: string;
  linkClassName: (isActive: boolean) => string;
}

/** The six pages; the current one (its sub-pages too: /blog/2 → Blog) is marked with aria-current="page". */
export function NavLinks({ current, className, linkClassName }: NavLinksProps) {
  return (
    <ul className={className}>
      {navigation.map((item) => {
        const active = isCurrent(item.href, current);
        return (
          <li key={item.href}>
            <a href={item.href} aria-current={active ? "page" : undefined} className={cn(linkClassName(active))}>
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
