import { Icon, type IconName } from '../../../ui/Icon';
import './login-panel.css';

export interface AuthTab<Id extends string> {
  id: Id;
  label: string;
  icon: IconName;
  testId?: string;
}

interface AuthTabsProps<Id extends string> {
  tabs: readonly AuthTab<Id>[];
  active: Id;
  onChange: (id: Id) => void;
  /** Accessible name of the tab list. */
  label: string;
}

/** The pill tabs at the top of the account popups (sign-in method, registration method, reset method). */
export function AuthTabs<Id extends string>({ tabs, active, onChange, label }: AuthTabsProps<Id>) {
  return (
    <div className="login-panel__tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => {
        const isActive = tab.id === active;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            aria-selected={isActive}
            className={`login-panel__tab${isActive ? ' login-panel__tab--active' : ''}`}
            onClick={() => onChange(tab.id)}
            data-testid={tab.testId}
          >
            <Icon name={tab.icon} size={16} />
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
