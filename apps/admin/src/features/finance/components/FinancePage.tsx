import type { ReactNode } from 'react';
import { PageHeader } from '../../../ui/PageHeader';
import { FinanceNav } from './FinanceNav';
import '../finance.css';

interface FinancePageProps {
  title: string;
  description: ReactNode;
  actions?: ReactNode;
  testId: string;
  children: ReactNode;
}

/** A page of the finance area: its header, the finance sections, then the page itself. */
export function FinancePage({ title, description, actions, testId, children }: FinancePageProps) {
  return (
    <div className="finance-page" data-testid={testId}>
      <PageHeader eyebrow="Finance" title={title} description={description} actions={actions} />
      <FinanceNav />
      {children}
    </div>
  );
}
