import { useLingui } from '@lingui/react';
import { Link, useLocation } from 'wouter';
import { MENU } from '../menu.ts';
import type { Role } from '../../src-domain/shared/roles.ts';

export function SideMenu({ role, onNavigate }: { role: Role; onNavigate?: () => void }) {
  const { i18n } = useLingui();
  const [location] = useLocation();
  return (
    <ul className="space-y-1 p-3">
      {MENU[role].map((item) => {
        const active = location === item.to || location.startsWith(`${item.to}/`);
        return (
          <li key={item.key}>
            <Link
              href={item.to}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={`block rounded-md px-3 py-2 text-sm font-medium ${active ? 'bg-sky-100 text-sky-900' : 'text-slate-700 hover:bg-slate-100'}`}
            >
              {i18n._(item.label)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
