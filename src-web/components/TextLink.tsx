import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** An in-app link that reads as a link: underlined, in the accent colour. */
export function TextLink({
  href,
  children,
  onClick,
}: {
  href: string;
  children: ReactNode;
  onClick?: () => void;
}) {
  return (
    <Link href={href} onClick={onClick} className="font-medium text-sky-800 underline hover:text-sky-950">
      {children}
    </Link>
  );
}
