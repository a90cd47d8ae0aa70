import { useTranslation } from 'react-i18next';
import { useLoginFlow } from '../hooks/useLoginFlow';
import { useLoginForm } from '../hooks/useLoginForm';
import { CaptchaField } from './CaptchaField';
import { CredentialFields } from './CredentialFields';
import { LoginSubmit } from './LoginSubmit';
import { SecondFactorStep } from './SecondFactorStep';
import './login-panel.css';
import '../../../i18n/account-texts';

const FIELD_TEST_IDS = { username: 'agent-username', password: 'agent-password' };
const SUBMIT_TEST_IDS = { error: 'agent-login-error', submit: 'agent-login-submit' };

/**
 * Sign-in of the agent landing: the member sign-in sent with portal 'agent', so the server refuses
 * non-agents. A signed-in agent is taken to the agent centre by the page.
 */
export function AgentLoginForm() {
  const { t } = useTranslation();
  const flow = useLoginFlow();
  const form = useLoginForm(flow);
  if (flow.secondFactor) return <SecondFactorStep flow={flow} />;

  return (
    <form
      className="login-form"
      onSubmit={(event) => form.submit(event, { portal: 'agent' })}
      noValidate
      data-testid="agent-login-form"
    >
      <CredentialFields form={form} testIds={FIELD_TEST_IDS} />
      {flow.needsCaptcha && (
        <CaptchaField
          value={flow.captcha}
          onChange={form.changeCaptcha}
          error={form.fieldErrors.captcha && t('validation.required')}
          round={flow.captchaRound}
          testId="agent-captcha"
        />
      )}
      <LoginSubmit error={flow.error} isPending={flow.isPending} testIds={SUBMIT_TEST_IDS} />
    </form>
  );
}
