import type { ReactNode } from 'react';
import { PageHeader } from '../../../ui/PageHeader';
import { Alert } from '../../../ui/StateViews';
import { useCanManageAgents } from '../agents-access';
import { AgentsNav } from './AgentsNav';
import '../agents.css';

interface AgentsPageProps {
  title: string;
  description: ReactNode;
  actions?: ReactNode;
  testId: string;
  /** Said to staff who may read but not act, when the page has actions. */
  readOnlyNote?: string;
  children: ReactNode;
}

/** A page of the agent area: its header, the agent sections, then the page itself. */
export function AgentsPage({ title, description, actions, testId, readOnlyNote, children }: AgentsPageProps) {
  const canManage = useCanManageAgents();
  return (
    <div className="agents-page" data-testid={testId}>
      <PageHeader eyebrow="Agents" title={title} description={description} actions={actions} />
      <AgentsNav />
      {readOnlyNote && !canManage ? (
        <div className="page-notice">
          <Alert tone="info">{readOnlyNote}</Alert>
        </div>
      ) : null}
      {children}
    </div>
  );
}
