import { useLoginForm } from '../hooks/useLoginForm';
import { CredentialFields } from './CredentialFields';
import { LoginSubmit } from './LoginSubmit';
import './login-panel.css';

const FIELD_TEST_IDS = { username: 'agent-username', password: 'agent-password' };
const SUBMIT_TEST_IDS = { error: 'agent-login-error', submit: 'agent-login-submit' };

/**
 * Sign-in of the agent landing: the member sign-in sent with portal 'agent', so the server refuses
 * non-agents. A signed-in agent is taken to the agent centre by the page.
 */
export function AgentLoginForm() {
  const form = useLoginForm();
  return (
    <form
      className="login-form"
      onSubmit={(event) => form.submit(event, { portal: 'agent' })}
      noValidate
      data-testid="agent-login-form"
    >
      <CredentialFields form={form} testIds={FIELD_TEST_IDS} />
      <LoginSubmit form={form} testIds={SUBMIT_TEST_IDS} />
    </form>
  );
}
