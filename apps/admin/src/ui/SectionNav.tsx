import { NavLink, useSearchParams } from 'react-router';

export interface NavSection {
  to: string;
  label: string;
  testId: string;
}

interface SectionNavProps {
  sections: readonly NavSection[];
  /** Added after `tabs` on the nav. */
  className: string;
  label: string;
  /** A count shown on a tab (by its `to`), such as the items waiting for a decision. */
  counts?: Partial<Record<string, number>>;
  countTitle?: string;
}

/** An area's sections as link tabs; the chosen merchant goes along from one to the next. */
export function SectionNav({ sections, className, label, counts, countTitle }: SectionNavProps) {
  const [params] = useSearchParams();
  const merchant = params.get('merchant');
  const search = merchant ? `?merchant=${encodeURIComponent(merchant)}` : '';
  return (
    <nav className={`tabs ${className}`} aria-label={label}>
      {sections.map((section) => (
        <NavLink
          key={section.to}
          to={`${section.to}${search}`}
          data-testid={section.testId}
          className={({ isActive }) => (isActive ? 'tab tab-active' : 'tab')}
        >
          {section.label}
          {counts?.[section.to] ? (
            <span className="tab-count" title={countTitle}>
              {counts[section.to]}
            </span>
          ) : null}
        </NavLink>
      ))}
    </nav>
  );
}
